/*
 * svm-support: what a native image of Hoist needs from GraalVM's native helper libraries
 * (libchelper, its libjvm.a and libsvm_container.a), which Maven Central does not publish.
 *
 * The builder (org.graalvm.nativeimage:svm) compiles calls to these C functions; their struct
 * layouts come from the headers scripts/native-image generates from the builder's own
 * @CStruct interfaces, so the builder and this file agree by construction. The image loads the
 * JDK's libjava, libnio, libnet and libzip as shared libraries instead of the static archives a
 * GraalVM JDK ships, so the JNI_OnLoad_<lib> entry points at the end forward to the libraries'
 * JNI_OnLoad. Built by scripts/native-image into target/native/.
 */
#define _GNU_SOURCE
#include <cpuid.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <jni.h>
#include <limits.h>
#include <locale.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "amd64cpufeatures.h"
#include "svm_locale.h"

/* ---- CPU features ---- */
static unsigned long long xgetbv0(void) { unsigned a, d; __asm__ volatile("xgetbv" : "=a"(a), "=d"(d) : "c"(0)); return ((unsigned long long) d << 32) | a; }
void determineCPUFeatures(CPUFeatures *f) {
  unsigned a, b, c, max, maxe;
  memset(f, 0, sizeof *f);
  max = __get_cpuid_max(0, 0); maxe = __get_cpuid_max(0x80000000, 0);
  unsigned c1 = 0, d1 = 0, b7 = 0, c7 = 0, d7 = 0, ce = 0, de = 0, d87 = 0;
  if (max >= 1) { __cpuid(1, a, b, c1, d1); }
  if (max >= 7) { __cpuid_count(7, 0, a, b7, c7, d7); }
  if (maxe >= 0x80000001) { __cpuid(0x80000001, a, b, ce, de); }
  if (maxe >= 0x80000007) { __cpuid(0x80000007, a, b, c, d87); }
  int osavx = (c1 >> 27 & 1) && (xgetbv0() & 6) == 6;
  int osavx512 = osavx && (xgetbv0() & 0xE6) == 0xE6;
#define B(r, n) ((r) >> (n) & 1)
  f->fCX8 = B(d1, 8); f->fCMOV = B(d1, 15); f->fFXSR = B(d1, 24); f->fHT = B(d1, 28); f->fMMX = B(d1, 23);
  f->fTSC = B(d1, 4); f->fSSE = B(d1, 25); f->fSSE2 = B(d1, 26); f->fFLUSH = B(d1, 19);
  f->fSSE3 = B(c1, 0); f->fCLMUL = B(c1, 1); f->fSSSE3 = B(c1, 9); f->fSSE4_1 = B(c1, 19); f->fSSE4_2 = B(c1, 20);
  f->fPOPCNT = B(c1, 23); f->fAES = B(c1, 25); f->fHV = B(c1, 31);
  f->fAVX = osavx && B(c1, 28); f->fFMA = osavx && B(c1, 12); f->fF16C = osavx && B(c1, 29); f->fVZEROUPPER = f->fAVX;
  f->fAVX2 = osavx && B(b7, 5); f->fBMI1 = B(b7, 3); f->fBMI2 = B(b7, 8); f->fERMS = B(b7, 9); f->fRTM = B(b7, 11);
  f->fADX = B(b7, 19); f->fFLUSHOPT = B(b7, 23); f->fCLWB = B(b7, 24); f->fSHA = B(b7, 29);
  f->fAVX512F = osavx512 && B(b7, 16); f->fAVX512DQ = osavx512 && B(b7, 17); f->fAVX512_IFMA = osavx512 && B(b7, 21);
  f->fAVX512PF = osavx512 && B(b7, 26); f->fAVX512ER = osavx512 && B(b7, 27); f->fAVX512CD = osavx512 && B(b7, 28);
  f->fAVX512BW = osavx512 && B(b7, 30); f->fAVX512VL = osavx512 && B(b7, 31);
  f->fAVX512_VBMI = osavx512 && B(c7, 1); f->fPKU = B(c7, 3); f->fOSPKE = B(c7, 4); f->fAVX512_VBMI2 = osavx512 && B(c7, 6);
  f->fCET_SS = B(c7, 7); f->fGFNI = B(c7, 8); f->fAVX512_VAES = osavx512 && B(c7, 9); f->fAVX512_VPCLMULQDQ = osavx512 && B(c7, 10);
  f->fAVX512_VNNI = osavx512 && B(c7, 11); f->fAVX512_BITALG = osavx512 && B(c7, 12); f->fAVX512_VPOPCNTDQ = osavx512 && B(c7, 14);
  f->fRDPID = B(c7, 22); f->fFSRM = B(d7, 4); f->fSERIALIZE = B(d7, 14); f->fCET_IBT = B(d7, 20);
  f->fAVX512_FP16 = osavx512 && B(d7, 23);
  f->fLZCNT = B(ce, 5); f->fSSE4A = B(ce, 6); f->fAMD_3DNOW_PREFETCH = B(ce, 8); f->fRDTSCP = B(de, 27);
  f->fTSCINV = B(d87, 8); f->fTSCINV_BIT = f->fTSCINV;
}
/* The image's mask holds a zero byte at each feature it was compiled for, 0xFF elsewhere.
   Returns 0 when every such feature is present on this CPU. */
int checkCPUFeatures(char *mask) {
  CPUFeatures host; determineCPUFeatures(&host);
  const char *h = (const char *) &host;
  for (size_t i = 0; i < sizeof host; i++) if (mask[i] == 0 && !h[i]) return -1;
  return 0;
}
int checkCPUFeaturesOrExit(char *buildtime, char *message) {
  if (checkCPUFeatures(buildtime) == 0) return 0;
  fputs(message, stderr); fputc('\n', stderr); exit(1);
}

/* ---- small libc wrappers ---- */
int fprintfSD(FILE *f, const char *fmt, const char *s, int d) { return fprintf(f, fmt, s, d); }
int getThreadId(void) { return (int) syscall(SYS_gettid); }
void *mremapP(void *old, size_t olds, size_t news, int flags, void *addr) { return mremap(old, olds, news, flags, addr); }
int openSII(const char *p, int flags, int mode) { return open(p, flags, mode); }
jint JVM_ActiveProcessorCount(void); /* from jvm-stub.c */
/* Jvm.initialize(): the JVM_ layer needs no set-up here. */
void initialize(void) {}

/* ---- containers: report "not containerized" ---- */
int svm_container_initialize(int version) { (void) version; return 0; }
size_t svm_container_physical_memory(void) { return (size_t) sysconf(_SC_PHYS_PAGES) * (size_t) sysconf(_SC_PAGESIZE); }
long svm_container_memory_limit_in_bytes(void) { return -1; }
long svm_container_memory_and_swap_limit_in_bytes(void) { return -1; }
long svm_container_memory_soft_limit_in_bytes(void) { return -1; }
long svm_container_memory_usage_in_bytes(void) { return -1; }
long svm_container_memory_max_usage_in_bytes(void) { return -1; }
long svm_container_rss_usage_in_bytes(void) { return -1; }
long svm_container_cache_usage_in_bytes(void) { return -1; }
int svm_container_active_processor_count(void) { return JVM_ActiveProcessorCount(); }

/* ---- sun.misc.Signal dispatch: the handler counts, the dispatcher thread drains ---- */
static volatile sig_atomic_t pending[NSIG];
static sem_t sema;
static void handler(int sig) { pending[sig]++; sem_post(&sema); }
int cSunMiscSignal_open(void) { return sem_init(&sema, 0, 0); }
int cSunMiscSignal_close(void) { return sem_destroy(&sema); }
int cSunMiscSignal_awaitSemaphore(void) { while (sem_wait(&sema) != 0) ; return 0; }
int cSunMiscSignal_signalSemaphore(void) { return sem_post(&sema); }
int cSunMiscSignal_signalRangeCheck(int sig) { return sig > 0 && sig < NSIG; }
int cSunMiscSignal_checkPendingSignal(void) {
  for (int s = 1; s < NSIG; s++) if (pending[s] > 0) { pending[s]--; return s; }
  return -1;
}
void *cSunMiscSignal_signalHandlerFunctionPointer(void) { return (void *) handler; }

/* ---- default locale, as the JDK derives it from LC_ALL/LC_CTYPE/LANG ---- */
static svm_locale_props_t props;
static char lang[64], country[64];
int svm_initialize_locale(void) {
  const char *l = setlocale(LC_CTYPE, "");
  if (l == NULL || !strcmp(l, "C") || !strcmp(l, "POSIX")) l = "en_US";
  snprintf(lang, sizeof lang, "%s", l);
  lang[strcspn(lang, ".@")] = 0;
  char *us = strchr(lang, '_');
  country[0] = 0;
  if (us) { snprintf(country, sizeof country, "%s", us + 1); *us = 0; }
  props.display_language = props.format_language = lang;
  props.display_country = props.format_country = country[0] ? country : NULL;
  return SVM_LOCALE_INITIALIZATION_SUCCEEDED;
}
svm_locale_props_t *svm_get_locale(void) { return &props; }

/* ---- time zone id: TZ, /etc/timezone, then the /etc/localtime link ---- */
char *SVM_FindJavaTZmd(const char *mappings, int len) {
  (void) mappings; (void) len;
  const char *tz = getenv("TZ");
  if (tz && *tz) return strdup(*tz == ':' ? tz + 1 : tz);
  char buf[PATH_MAX];
  FILE *f = fopen("/etc/timezone", "r");
  if (f) { if (fgets(buf, sizeof buf, f)) { fclose(f); buf[strcspn(buf, "\n ")] = 0; if (*buf) return strdup(buf); } else fclose(f); }
  ssize_t n = readlink("/etc/localtime", buf, sizeof buf - 1);
  if (n > 0) { buf[n] = 0; char *z = strstr(buf, "zoneinfo/"); if (z) return strdup(z + 9); }
  return NULL;
}

/* ---- the JDK's libraries are loaded as shared objects: call their JNI_OnLoad ---- */
static jint onload(const char *lib, JavaVM *vm, void *r) {
  void *h = dlopen(lib, RTLD_LAZY | RTLD_NOLOAD);
  jint (*f)(JavaVM *, void *) = h ? (jint (*)(JavaVM *, void *)) dlsym(h, "JNI_OnLoad") : NULL;
  jint v = f ? f(vm, r) : JNI_VERSION_1_8;
  return v < 0 || v > JNI_VERSION_1_8 ? v : JNI_VERSION_1_8; /* built-in libraries must declare 1.8 */
}
JNIEXPORT jint JNI_OnLoad_java(JavaVM *vm, void *r) { return onload("libjava.so", vm, r); }
JNIEXPORT jint JNI_OnLoad_nio(JavaVM *vm, void *r) { return onload("libnio.so", vm, r); }
JNIEXPORT jint JNI_OnLoad_net(JavaVM *vm, void *r) { return onload("libnet.so", vm, r); }
JNIEXPORT jint JNI_OnLoad_zip(JavaVM *vm, void *r) { return onload("libzip.so", vm, r); }
