/*
 * hoist-client: the command-line end of Hoist's daemon (dev.hoist.tool.Daemon).
 *
 *   hoist-client SOCKET [--ping | --stop | [--fallback PROG] ARG...]
 *
 * Sends the working directory, whether stderr is a terminal and the arguments over the Unix
 * domain socket, copies the daemon's stdout and stderr frames to its own, sends stdin when the
 * daemon asks for it, and exits with the daemon's exit code. It is C, not Java, because its whole
 * point is to start in a millisecond: a JVM client would spend 100 ms starting up, as much as the
 * daemon spends optimizing a 2 MB module. The protocol is described in DaemonProtocol.java.
 *
 * When no daemon answers (none listening, or it closed or reset the connection before answering),
 * nothing has happened yet: nothing has been consumed from stdin, because the daemon asks for
 * stdin only once it runs. The client then becomes PROG ARG... (execv) when given --fallback PROG,
 * and otherwise exits with code 200, writing nothing. bin/hoist execs the client with itself as
 * the fallback, so that one process runs the command from start to end and the signals a caller
 * sends it (a timeout's SIGTERM) reach whatever runs it.
 */
#define _GNU_SOURCE /* struct ucred */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#define NO_DAEMON 200

static int sock = -1;
static int answered; /* a frame has come from the daemon: from then on it has the run */
static char **fallback; /* PROG ARG... to become when no daemon answers, or NULL */

static int no_daemon(void) {
  if (fallback) {
    if (sock >= 0) close(sock);
    execv(fallback[0], fallback);
    fprintf(stderr, "hoist: cannot run %s: %s\n", fallback[0], strerror(errno));
  }
  return NO_DAEMON;
}

static void die(const char *what) {
  /* Before the daemon's first frame nothing has happened (a stale daemon closes such connections
     unanswered): let bin/hoist start a fresh one. */
  if (!answered) exit(no_daemon());
  fprintf(stderr, "hoist: daemon connection: %s: %s\n", what, strerror(errno));
  exit(1);
}

static void write_all(int fd, const void *buf, size_t len) {
  const char *p = buf;
  while (len > 0) {
    ssize_t n = write(fd, p, len);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      if (fd == sock) die("write");
      return; /* our stdout or stderr is gone (EPIPE): keep draining the daemon */
    }
    p += n;
    len -= (size_t)n;
  }
}

static void send_frame(char type, const void *data, uint32_t len) {
  unsigned char head[5] = {(unsigned char)type, len >> 24, len >> 16, len >> 8, len};
  write_all(sock, head, 5);
  if (len) write_all(sock, data, len);
}

/* Reads exactly len bytes; returns 0 at an end of stream before the first byte if eof_ok. */
static int read_all(void *buf, size_t len, int eof_ok) {
  char *p = buf;
  size_t got = 0;
  while (got < len) {
    ssize_t n = read(sock, p + got, len - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) die("read");
    if (n == 0) {
      if (got == 0 && eof_ok) return 0;
      errno = EPROTO;
      die("truncated frame");
    }
    got += (size_t)n;
  }
  return 1;
}

static void send_stdin(void) {
  static char buf[1 << 16];
  for (;;) {
    ssize_t n = read(0, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break; /* an unreadable stdin ends like an empty one */
    send_frame('I', buf, (uint32_t)n);
  }
  send_frame('i', NULL, 0);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: hoist-client SOCKET [--ping | --stop | ARG...]\n");
    return 2;
  }
  int first_arg = 2;
  if (argc >= 4 && strcmp(argv[2], "--fallback") == 0) {
    /* argv[3] is PROG; it gets the ARGs: argv[3..] with argv[3] as its own name. */
    fallback = argv + 3;
    first_arg = 4;
  }
  signal(SIGPIPE, SIG_IGN);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (strlen(argv[1]) >= sizeof addr.sun_path) return no_daemon();
  strcpy(addr.sun_path, argv[1]);
  sock = socket(AF_UNIX, SOCK_STREAM, 0);
  if (sock < 0 || connect(sock, (struct sockaddr *)&addr, sizeof addr) < 0) return no_daemon();
  /* Whoever answers gets our files to read and write: it must run as us. */
  struct ucred peer;
  socklen_t peer_len = sizeof peer;
  if (getsockopt(sock, SOL_SOCKET, SO_PEERCRED, &peer, &peer_len) < 0 || peer.uid != getuid()) {
    fprintf(stderr, "hoist: %s is served by another user: not using it\n", argv[1]);
    return no_daemon();
  }

  if (!fallback && argc == 3 && strcmp(argv[2], "--ping") == 0) {
    send_frame('P', NULL, 0);
  } else if (!fallback && argc == 3 && strcmp(argv[2], "--stop") == 0) {
    send_frame('Q', NULL, 0);
  } else {
    char *cwd = getcwd(NULL, 0);
    if (!cwd) die("getcwd");
    send_frame('D', cwd, (uint32_t)strlen(cwd));
    free(cwd);
    /* stderr (progress bar), then stdout (bitcode is not written to a terminal, as with opt) */
    char tty[2] = {isatty(2) ? '1' : '0', isatty(1) ? '1' : '0'};
    send_frame('T', tty, 2);
    for (int i = first_arg; i < argc; i++) send_frame('A', argv[i], (uint32_t)strlen(argv[i]));
    send_frame('R', NULL, 0);
  }

  static char buf[1 << 16];
  for (;;) {
    unsigned char head[5];
    if (!read_all(head, 5, 1)) {
      if (!answered) return no_daemon();
      fprintf(stderr, "hoist: the daemon closed the connection before the run ended\n");
      return 1;
    }
    answered = 1;
    uint32_t len = (uint32_t)head[1] << 24 | (uint32_t)head[2] << 16 | (uint32_t)head[3] << 8 | head[4];
    switch (head[0]) {
    case 'O':
    case 'E':
      while (len > 0) {
        uint32_t chunk = len < sizeof buf ? len : sizeof buf;
        read_all(buf, chunk, 0);
        write_all(head[0] == 'O' ? 1 : 2, buf, chunk);
        len -= chunk;
      }
      break;
    case 'S':
      send_stdin();
      break;
    case 'X': {
      unsigned char rc[4];
      if (len != 4) {
        errno = EPROTO;
        die("bad exit frame");
      }
      read_all(rc, 4, 0);
      return (int)((uint32_t)rc[0] << 24 | (uint32_t)rc[1] << 16 | (uint32_t)rc[2] << 8 | rc[3]);
    }
    default:
      errno = EPROTO;
      die("unknown frame");
    }
  }
}
