/*
 * Times one run of a command, the whole process: wall-clock time from fork to exit,
 * the CPU time it used, and its peak resident memory, from wait4(2)'s rusage.
 *
 *   cc -O2 -o measure measure.c
 *   measure COMMAND [ARGUMENTS...]
 *
 * Prints one line, `WALL_US USER_US SYS_US MAXRSS_KB`, and exits with the command's
 * status. The command's standard output goes to /dev/null.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long microseconds(struct timeval tv) {
  return (long long)tv.tv_sec * 1000000 + tv.tv_usec;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: measure COMMAND [ARGUMENTS...]\n");
    return 64;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t child = fork();
  if (child < 0) {
    perror("measure: fork");
    return 1;
  }
  if (child == 0) {
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, 1);
    execvp(argv[1], argv + 1);
    perror("measure: exec");
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  if (wait4(child, &status, 0, &usage) < 0) {
    perror("measure: wait4");
    return 1;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  long long wall =
      (long long)(end.tv_sec - start.tv_sec) * 1000000 + (end.tv_nsec - start.tv_nsec) / 1000;
  printf("%lld %lld %lld %ld\n", wall, microseconds(usage.ru_utime),
         microseconds(usage.ru_stime), usage.ru_maxrss);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
