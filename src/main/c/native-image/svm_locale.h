/*
 * svm_locale.h: the default-locale interface the native image's LocaleCHelper compiles against
 * (GraalVM's own header is not published on Maven Central). The builder reads this struct's
 * layout and these constants from here; svm-support.c implements the two functions.
 */
#ifndef SVM_LOCALE_H
#define SVM_LOCALE_H

#define SVM_LOCALE_INITIALIZATION_SUCCEEDED 0
#define SVM_LOCALE_INITIALIZATION_OUT_OF_MEMORY 1

typedef struct {
  char *display_language, *display_script, *display_country, *display_variant;
  char *format_language, *format_script, *format_country, *format_variant;
} svm_locale_props_t;

int svm_initialize_locale(void);
svm_locale_props_t *svm_get_locale(void);

#endif
