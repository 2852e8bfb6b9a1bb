/*
 * reporterchelper: the image builder's progress helper (its lib/svm/builder/lib/libreporterchelper.so
 * in a GraalVM JDK), which reports the terminal's width and the builder's peak RSS. Loaded by the
 * builder, not by the image; built by scripts/native-image.
 */
#include <jni.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <unistd.h>
JNIEXPORT jint JNICALL Java_com_oracle_svm_hosted_ProgressReporterCHelper_getTerminalWindowColumns0(JNIEnv *e, jclass c) {
  struct winsize w; return ioctl(STDOUT_FILENO, TIOCGWINSZ, &w) == 0 ? w.ws_col : 0; }
JNIEXPORT jlong JNICALL Java_com_oracle_svm_hosted_ProgressReporterCHelper_getPeakRSS0(JNIEnv *e, jclass c) {
  struct rusage u; return getrusage(RUSAGE_SELF, &u) == 0 ? (jlong) u.ru_maxrss * 1024 : -1; }
