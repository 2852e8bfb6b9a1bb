#ifndef KERN_H
#define KERN_H
void scale_add(float *a, const float *b, int n, float k);
long prefix_sum(int *a, int n);
long row_total(const int *m, int rows, int cols, const int *weight);
double mean(const double *x, int n);
void add_offset(int *a, int n, const int *k);
#endif
