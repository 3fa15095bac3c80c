/* Tests only: a process of another user at the popup service's socket address.
 *   socket-stranger UID listen       squat the address of UID's service; print each connection's byte count
 *   socket-stranger UID answer TEXT  squat it; read each connection's first line, answer TEXT (nothing when
 *                                    TEXT is empty: a service that died with the request), print "request"
 *   socket-stranger UID send LINE    connect to UID's service, send LINE, print what came back
 * The address is snack-notify's: "\0snack-notifyd-<uid>-<FNV-1a of $DBUS_SESSION_BUS_ADDRESS in hex>". */
#include <inttypes.h>
#include <signal.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static socklen_t address_of(const char *uid, struct sockaddr_un *address) {
    const char *bus = getenv("DBUS_SESSION_BUS_ADDRESS");
    uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char *c = bus ? bus : ""; *c; c++) hash = (hash ^ (unsigned char)*c) * 0x100000001b3ULL;
    char name[100];
    int length = snprintf(name, sizeof name, "snack-notifyd-%s-%" PRIx64, uid, hash);
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    memcpy(address->sun_path + 1, name, length);
    return sizeof(sa_family_t) + 1 + length;
}

/* Binds the address, waiting up to 5 s for the previous test's holder (a service or stranger being
 * ended) to let it go: the abstract name is free only once that process is gone. */
static int squat(int fd, struct sockaddr_un *address, socklen_t length) {
    for (int tries = 0; tries < 100; tries++) {
        if (bind(fd, (struct sockaddr *)address, length) == 0) return listen(fd, 8) == 0;
        if (errno != EADDRINUSE) return 0;
        usleep(50000);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    struct sockaddr_un address;
    socklen_t length = address_of(argv[1], &address);
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    char buffer[4096];
    if (strcmp(argv[2], "listen") == 0) {
        if (!squat(fd, &address, length)) { perror("bind"); return 1; }
        printf("listening\n");
        fflush(stdout);
        for (;;) {
            int client = accept(fd, NULL, NULL);
            if (client < 0) return 1;
            long total = 0;
            ssize_t count;
            while ((count = read(client, buffer, sizeof buffer)) > 0) total += count;
            printf("connection with %ld bytes\n", total);
            fflush(stdout);
            close(client);
        }
    }
    if (strcmp(argv[2], "answer") == 0 && argc == 4) {
        if (!squat(fd, &address, length)) { perror("bind"); return 1; }
        printf("listening\n");
        fflush(stdout);
        signal(SIGPIPE, SIG_IGN);
        for (;;) {
            int client = accept(fd, NULL, NULL);
            if (client < 0) return 1;
            char byte;
            while (read(client, &byte, 1) == 1 && byte != '\n') {}
            if (argv[3][0] != 0) dprintf(client, "%s\n", argv[3]);
            printf("request\n");
            fflush(stdout);
            close(client);
        }
    }
    if (strcmp(argv[2], "send") == 0 && argc == 4) {
        if (connect(fd, (struct sockaddr *)&address, length) != 0) { perror("connect"); return 1; }
        /* The service may close before the line is written: that is the answer, not a reason to die. */
        signal(SIGPIPE, SIG_IGN);
        dprintf(fd, "%s\n", argv[3]);
        ssize_t count = read(fd, buffer, sizeof buffer - 1);
        printf(count > 0 ? "answer: %.*s" : "closed without an answer\n", (int)(count > 0 ? count : 0), buffer);
        return 0;
    }
    return 2;
}
