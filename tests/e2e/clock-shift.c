// The browser suite run with the machine's clock moved (`npm run test:e2e -- --shift-clock 3d`): an
// LD_PRELOAD shim that moves the wall clock (CLOCK_REALTIME and its coarse and TAI forms, gettimeofday,
// time) by CLOCK_SHIFT_SECONDS for every process of the run: the runner, wrangler and workerd, partykit,
// Playwright and Chromium. Monotonic clocks are left alone, so timers and timeouts keep their length.
// It calls the kernel directly rather than the next symbol through dlsym: Debian's libfaketime, which
// does, deadlocks in workerd's start (a futex wait before main, seen with strace).
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
static long shift_s = -1;
static long shift(void) {
  if (shift_s < 0) { const char *v = getenv("CLOCK_SHIFT_SECONDS"); shift_s = v ? atol(v) : 0; }
  return shift_s;
}
static int is_wall(clockid_t c) { return c == CLOCK_REALTIME || c == CLOCK_REALTIME_COARSE || c == CLOCK_TAI; }
int clock_gettime(clockid_t c, struct timespec *ts) {
  int r = syscall(SYS_clock_gettime, c, ts);
  if (r == 0 && ts && is_wall(c)) ts->tv_sec += shift();
  return r;
}
int __clock_gettime(clockid_t c, struct timespec *ts) { return clock_gettime(c, ts); }
int gettimeofday(struct timeval *tv, void *tz) {
  int r = syscall(SYS_gettimeofday, tv, tz);
  if (r == 0 && tv) tv->tv_sec += shift();
  return r;
}
time_t time(time_t *t) {
  struct timespec ts; clock_gettime(CLOCK_REALTIME, &ts);
  if (t) *t = ts.tv_sec;
  return ts.tv_sec;
}
