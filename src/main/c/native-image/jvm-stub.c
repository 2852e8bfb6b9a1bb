/*
 * jvm-stub: the libjvm.so that a native image of Hoist loads in place of HotSpot's.
 *
 * The image links the JDK's own libjava.so, libnio.so, libnet.so, libzip.so and
 * libmanagement_ext.so, which need a libjvm.so (version node SUNWprivate_1.1). No JVM runs in
 * the image, so this one implements the JVM_ entry points those libraries reach from what the
 * image calls (time, processor count, halt, signals, library lookup) and nothing else:
 * scripts/native-image adds a stub for every other JVM_ symbol the libraries import, which
 * reports the name and aborts, so that a path never exercised fails loudly instead of silently.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <jni.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

JNIEXPORT jlong JNICALL JVM_CurrentTimeMillis(JNIEnv *env, jclass c) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return (jlong) t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

JNIEXPORT jlong JNICALL JVM_NanoTime(JNIEnv *env, jclass c) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (jlong) t.tv_sec * 1000000000 + t.tv_nsec;
}

/* Nanoseconds since offset_secs, or -1 when they do not fit (as HotSpot answers). */
JNIEXPORT jlong JNICALL JVM_GetNanoTimeAdjustment(JNIEnv *env, jclass c, jlong offset_secs) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  jlong secs = (jlong) t.tv_sec - offset_secs;
  if (secs > 0xFFFFFFFFLL || secs < -0xFFFFFFFFLL) return -1;
  return secs * 1000000000 + t.tv_nsec;
}

JNIEXPORT jint JNICALL JVM_ActiveProcessorCount(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (jint) n : 1;
}

JNIEXPORT void JNICALL JVM_BeforeHalt(void) {}

JNIEXPORT void JNICALL JVM_Halt(jint code) {
  fflush(NULL);
  exit(code);
}

JNIEXPORT char *JNICALL JVM_NativePath(char *path) { return path; }

JNIEXPORT jboolean JNICALL JVM_IsSupportedJNIVersion(jint v) {
  return v >= JNI_VERSION_1_1 && v <= JNI_VERSION_21;
}

JNIEXPORT jint JNICALL JVM_FindSignal(const char *name) {
  static const char *names[] = {"HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE",
                                "KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM"};
  static const int numbers[] = {SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
                                SIGKILL, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM};
  for (unsigned i = 0; i < sizeof numbers / sizeof numbers[0]; i++)
    if (strcmp(name, names[i]) == 0) return numbers[i];
  return -1;
}

JNIEXPORT void *JNICALL JVM_RegisterSignal(jint sig, void *handler) {
  return (void *) signal(sig, (void (*)(int)) handler);
}

JNIEXPORT jboolean JNICALL JVM_RaiseSignal(jint sig) { return raise(sig) == 0; }

JNIEXPORT void *JNICALL JVM_LoadLibrary(const char *name, jboolean throw_exception) {
  return dlopen(name, RTLD_LAZY);
}

JNIEXPORT void JNICALL JVM_UnloadLibrary(void *handle) { dlclose(handle); }

JNIEXPORT void *JNICALL JVM_FindLibraryEntry(void *handle, const char *name) {
  return dlsym(handle, name);
}

/* libmanagement_ext's JNI_OnLoad asks for the management interface, which the image lacks. */
JNIEXPORT void *JNICALL JVM_GetManagement(jint version) { return NULL; }

JNIEXPORT int jio_vsnprintf(char *s, size_t n, const char *fmt, va_list args) {
  int r = vsnprintf(s, n, fmt, args);
  return r >= 0 && (size_t) r < n ? r : -1;
}

JNIEXPORT int jio_vfprintf(FILE *f, const char *fmt, va_list args) { return vfprintf(f, fmt, args); }

void hoist_jvm_unsupported(const char *name) {
  fprintf(stderr, "hoist: %s is not available in the native image\n", name);
  abort();
}
