import Foundation
import SnackbarTestTags
import Testing

/// The suites whose tests run popups on a display and session bus of their own (`PrivateDesktop`).
@Suite(.tags(.display, .sessionBus))
struct DesktopTests {
    /// Compiles the stranger (`Tests/Fixtures/socket-stranger.c`) into `$stranger` in the desktop's
    /// directory (which every user may read, and which outlasts each script's own), once per desktop.
    static var strangerScript: String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/socket-stranger.c").path
        return """
            stranger="$DESKTOP_DIR/../socket-stranger"
            [ -x "$stranger" ] || cc -O1 -o "$stranger" '\(source)' || exit 1

            """
    }
}

extension DesktopTests {
    /// The client and the service on a display and session bus of this suite's own; each test starts with
    /// no popup and no service (`PrivateDesktop`). GTK animates here as on a desktop.
    @Suite("The client and the popup service, on a private display and session bus", .serialized)
    struct ServiceTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop() }

        @Test func callsShareOneServiceAndItsIds() async throws {
            let result = try await onDesktop(#"$NOTIFY -p --duration infinite one && $NOTIFY -p --duration infinite two"#)
            #expect(result.standardOutput == "1\n2\n")
            #expect(result.status == 0)
        }

        /// Two first calls at the same moment each find no service and start one; the service that wins
        /// the bus name shows both popups: the other hands its client's request over and exits.
        @Test func twoFirstCallsAtOnceShareTheServiceThatOwnsTheName() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY -p --duration infinite one > "$DESKTOP_DIR/one" & first=$!
                $NOTIFY -p --duration infinite two > "$DESKTOP_DIR/two" & second=$!
                wait $first $second
                cat "$DESKTOP_DIR/one" "$DESKTOP_DIR/two" | sort
                wait_for '[ "$(popups)" = 2 ]' || exit 1
                shown_by=$(for w in $(xdotool search --onlyvisible --name '^snackbar: popup-'); do
                    xprop -id "$w" _NET_WM_PID | awk '{ print $3 }'; done | sort -u)
                [ "$shown_by" = "$(owner)" ] && echo "both shown by the owner of the name"
                """#)
            #expect(result.standardOutput == "1\n2\nboth shown by the owner of the name\n", "\(result.standardError)")
        }

        /// The service keeps GLib's small blocks in malloc (`G_SLICE=always-malloc`), whose free pages it gives
        /// back when idle: a call starts it with the variable; started without it (by hand, by D-Bus
        /// activation) it starts itself again with it; started with `G_SLICE` set, even empty, it keeps what
        /// it was given.
        @Test func theServiceRunsWithGLibSlicesInMalloc() async throws {
            let result = try await onDesktop(
                #"""
                slices() { tr '\0' '\n' < /proc/$1/environ | grep '^G_SLICE='; kill "$1"; wait_for '[ -z "$(owner)" ]'; }
                unset G_SLICE; $NOTIFY --duration infinite one; slices $(owner)
                "$SERVICE" --linger 60 & gdbus wait --session --timeout 10 io.snackbar.Notifier; slices $(owner)
                G_SLICE= $NOTIFY --duration infinite two; slices $(owner)
                """#)
            #expect(
                result.standardOutput == "G_SLICE=always-malloc\nG_SLICE=always-malloc\nG_SLICE=\n", "\(result.standardError)")
        }

        /// The first call finds no service at its socket and starts one without asking the bus; the
        /// started service listens there, so the second call skips the bus too.
        @Test func aCallStartsTheServiceOnlyWhenNoneListens() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --verbose --duration infinite one 2>&1 | sed 's/(pid [0-9]*)/(pid)/; s|/.*/snack-notifyd|snack-notifyd|'
                $NOTIFY --verbose --duration infinite two 2>&1
                """#)
            #expect(
                result.standardOutput == """
                    snack-notify: started snack-notifyd (pid) and handed it the request, id 1
                    snack-notify: popups are X11 windows, placed as designed
                    snack-notify: delivered to the running service over its socket, id 2
                    snack-notify: popups are X11 windows, placed as designed

                    """)
        }

        /// The socket's name is visible to every user. A client that finds another user's process there
        /// sends it nothing and goes through the bus; the service still starts and serves.
        @Test func aStrangerAtTheSocketGetsNoRequest() async throws {
            let result = try await onDesktop(
                DesktopTests.strangerScript + #"""
                    setpriv --reuid=65534 --regid=65534 --clear-groups "$stranger" "$(id -u)" listen > "$DESKTOP_DIR/stranger.log" &
                    wait_for 'grep -qs listening "$DESKTOP_DIR/stranger.log"'
                    $NOTIFY --verbose --duration infinite one 2>&1 | sed 's/(pid [0-9]*)/(pid)/; s|/.*/snack-notifyd|snack-notifyd|'
                    $NOTIFY --verbose --duration infinite two 2>&1
                    wait_for '[ $(grep -c connection "$DESKTOP_DIR/stranger.log") -ge 2 ]'; cat "$DESKTOP_DIR/stranger.log"
                    """#)
            #expect(
                result.standardOutput == """
                    snack-notify: no service owns io.snackbar.Notifier yet
                    snack-notify: started snack-notifyd (pid) and handed it the request, id 1
                    snack-notify: popups are X11 windows, placed as designed
                    snack-notify: delivered to the running service io.snackbar.Notifier, id 2
                    listening
                    connection with 0 bytes
                    connection with 0 bytes

                    """, "\(result.standardError)")
        }

        /// A service that takes the request and never answers (here a process of ours squatting the
        /// socket) does not hold the call for ever.
        @Test func aServiceThatNeverAnswersTimesOut() async throws {
            let result = try await onDesktop(
                DesktopTests.strangerScript + #"""
                    "$stranger" "$(id -u)" listen > "$DESKTOP_DIR/squatter.log" & wait_for 'grep -qs listening "$DESKTOP_DIR/squatter.log"'
                    SNACK_NOTIFY_TIMEOUT=1 $NOTIFY Hello; echo "status $?"
                    SNACK_NOTIFY_TIMEOUT=soon $NOTIFY Hello; echo "status $?"
                    """#)
            #expect(result.standardOutput == "status 2\nstatus 1\n")
            #expect(
                result.standardError == """
                    The popup service did not answer within 1 s.
                    SNACK_NOTIFY_TIMEOUT must be a whole number of seconds above 0, not “soon”.

                    """)
        }

        /// Another user's process that connects to the service's socket gets no popup and no answer. Our
        /// next call is served after the service has dropped the stranger: it takes id 2, and its popup
        /// and the first are the only ones on screen.
        @Test func theServiceRefusesAStrangersRequest() async throws {
            let result = try await onDesktop(
                DesktopTests.strangerScript + #"""
                    $NOTIFY --duration infinite mine
                    setpriv --reuid=65534 --regid=65534 --clear-groups "$stranger" "$(id -u)" send "show {'message': <'not yours'>}"
                    $NOTIFY -p --duration infinite after; popups
                    """#)
            #expect(result.standardOutput == "closed without an answer\n2\n2\n", "\(result.standardError)")
        }

        @Test func replaceKeepsTheId() async throws {
            let result = try await onDesktop(#"$NOTIFY -p --duration infinite first && $NOTIFY -p -r 1 second"#)
            #expect(result.standardOutput == "1\n1\n")
        }

        @Test func sameTagKeepsTheId() async throws {
            let result = try await onDesktop(
                #"$NOTIFY -p --id vol -h int:value:10 Volume && $NOTIFY -p -h string:x-dunst-stack-tag:vol -h int:value:20 Volume"#)
            #expect(result.standardOutput == "1\n1\n")
        }

        @Test func jsonWithoutWaitReportsShown() async throws {
            let result = try await onDesktop(#"$NOTIFY --json Hello"#)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"shown\",\"action\":null}\n")
        }

        @Test func waitingReportsTheTimeout() async throws {
            let result = try await onDesktop(#"$NOTIFY --wait --json --duration 1 Brief"#)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"timeout\",\"action\":null}\n")
            #expect(result.status == 0)
        }

        /// Ctrl-C comes once the client waits for the outcome (it then handles the signal).
        @Test func interruptWhileWaitingClosesThePopupLikeNotifySend() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --wait --json --duration infinite Pending 2>&1 & wait_for "waiting $!"
                kill -INT $!; wait $!; echo "status $?"
                """#)
            #expect(
                result.standardOutput
                    == "Wait cancelled, closing notification\n{\"id\":1,\"reason\":\"cancelled\",\"action\":null}\nstatus 0\n")
        }

        /// After the end of input the last state ("Done") stays for the popup's duration: it times out.
        @Test func followUpdatesOnePopupAndItsLastStateStaysForItsDuration() async throws {
            let result = try await onDesktop(
                #"printf "Copying\n{\"progress\":0.5}\n{\"message\":\"Done\",\"kind\":\"positive\"}\n" | $NOTIFY --follow --json --duration 1 -p; $NOTIFY -p next"#
            )
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"timeout\",\"action\":null}\n2\n")
        }

        @Test func withoutSessionBusEachCallRendersAloneAndSaysSo() async throws {
            let result = try await onDesktop(
                #"unset DBUS_SESSION_BUS_ADDRESS; XDG_RUNTIME_DIR=/nonexistent $NOTIFY --verbose -p Alone 2>&1"#)
            #expect(result.standardOutput.hasPrefix("snack-notify: no session bus: the popup renders in a process of its own"))
            #expect(result.standardOutput.hasSuffix("\n1\n"))
            #expect(result.status == 0)
        }

        /// With no session bus, GLib starts one through X11 for the popup's process, and that bus starts the
        /// accessibility bus: none of them may inherit a worker thread's blocked signals, or SIGTERM would
        /// not stop them.
        @Test func theBusStartedForALonePopupStopsOnSIGTERM() async throws {
            let result = try await onDesktop(
                #"""
                unset DBUS_SESSION_BUS_ADDRESS; XDG_RUNTIME_DIR=/nonexistent $NOTIFY --duration 0.1 "Alone" || exit 1
                file=$(echo "$HOME"/.dbus/session-bus/*-"${DISPLAY#:}")
                bus=$(sed -n 's/^DBUS_SESSION_BUS_PID=//p' "$file")
                [ -n "$bus" ] || { echo "no bus was started for $DISPLAY" >&2; exit 1; }
                # What that bus started (they leave it as daemons do) has its address.
                address=$(sed -n "s/^DBUS_SESSION_BUS_ADDRESS='\(.*\)'$/\1/p" "$file")
                on_bus() { for _pid in $(pgrep 'dbus-daemon|at-spi'); do
                    tr '\0' '\n' < /proc/$_pid/environ 2>/dev/null | grep -qxF "DBUS_SESSION_BUS_ADDRESS=$address" && echo "$_pid"; done; }
                wait_for '[ "$(on_bus | wc -l)" -ge 3 ]' || { kill -KILL "$bus" $(on_bus); exit 1; }
                started="$bus $(on_bus)"
                for pid in $started; do echo "$(cat /proc/$pid/comm) $(awk '$1 == "SigBlk:" { print $2 }' /proc/$pid/status)"; done | sort
                kill -TERM $started
                for pid in $started; do wait_for "exited $pid" 5 || { kill -KILL $started; exit 1; }; done
                echo stopped
                """#)
            #expect(
                result.standardOutput == """
                    at-spi-bus-laun 0000000000000000
                    at-spi2-registr 0000000000000000
                    dbus-daemon 0000000000000000
                    dbus-daemon 0000000000000000
                    stopped

                    """)
            #expect(result.status == 0)
        }

        @Test func aServiceThatCannotStartExitsTwo() async throws {
            let result = try await onDesktop(
                #"""
                unset DBUS_SESSION_BUS_ADDRESS; XDG_RUNTIME_DIR=/nonexistent SNACK_NOTIFYD=/no/such/service $NOTIFY Hello
                """#)
            #expect(
                result.standardError == """
                    Cannot start the popup service /no/such/service: No such file or directory
                    SNACK_NOTIFYD names it: point SNACK_NOTIFYD at an installed snack-notifyd, or unset it to use the one \
                    beside this program in \(NotifyProcess.productsDirectory.resolvingSymlinksInPath().path).

                    """)
            #expect(result.status == 2)
        }

        /// A snack-notify copied without its service says where the service was looked for, and what to do.
        @Test func aClientWithoutItsServiceSaysWhereToPutIt() async throws {
            let result = try await onDesktop(
                #"""
                d="$DESKTOP_DIR/alone"; rm -rf "$d"; mkdir -p "$d"; cp "$NOTIFY" "$d/snack-notify"; echo "$d"
                unset DBUS_SESSION_BUS_ADDRESS SNACK_NOTIFYD; XDG_RUNTIME_DIR=/nonexistent "$d/snack-notify" Hello 2>&1; echo "status $?"
                """#)
            let directory = try #require(result.standardOutput.split(separator: "\n").first)
            #expect(
                result.standardOutput == """
                    \(directory)
                    Cannot start the popup service \(directory)/snack-notifyd: No such file or directory
                    It is looked for beside this program, in \(directory): install snack-notifyd there, or set SNACK_NOTIFYD to its path.
                    status 2

                    """)
        }

        /// On a bus of its own (`activating_bus`).
        @Test func dBusActivationStartsTheServiceForAnyClient() async throws {
            let result = try await onDesktop(
                #"""
                d="$DESKTOP_DIR/activation"; rm -rf "$d"; activating_bus "$d"
                DBUS_SESSION_BUS_ADDRESS=$(cat "$d/address") gdbus call --session --dest io.snackbar.Notifier \
                    --object-path /io/snackbar/Notifier --method io.snackbar.Notifier.Show "{'message': <'Activated'>, 'duration': <-1.0>}"
                wait_for 'xdotool search --onlyvisible --name "^snackbar: popup-1$" > /dev/null'; popups
                kill -KILL $(cat "$d/pid")
                """#)
            #expect(result.standardOutput == "(uint32 1,)\n1\n")
        }

        /// `--history-pop` with no service running has the bus start one, which shows the kept newest again
        /// (`activating_bus`, as installed); with nothing kept it starts none.
        @Test func historyPopHasTheBusStartAServiceToShowTheKeptNewest() async throws {
            let result = try await onDesktop(
                #"""
                d="$DESKTOP_DIR/pop"; rm -rf "$d"; mkdir -p "$d/state"
                # The service the bus starts keeps its state where the client looks, as in a session.
                export XDG_STATE_HOME="$d/state"; activating_bus "$d"
                export DBUS_SESSION_BUS_ADDRESS=$(cat "$d/address")
                $NOTIFY --history-pop; echo "status $?, $(owner)none started"
                $NOTIFY --wait --duration 0.1 "Kept" || exit 1
                wait_for '$NOTIFY --history | grep -q Kept' || exit 1
                kill "$(owner)"; wait_for '[ -z "$(owner)" ]' || exit 1
                $NOTIFY --history-pop; echo "status $?"
                wait_for 'xdotool search --onlyvisible --name "^snackbar: popup-" > /dev/null' && echo "shown again"
                kill -KILL $(owner) $(cat "$d/pid")
                """#)
            #expect(result.standardOutput == "status 2, none started\nstatus 0\nshown again\n", "\(result.standardError)")
            #expect(result.standardError == "--history-pop: the history is empty.\n")
        }

        /// The service stays its linger time after its *last* popup: a popup that ends while an earlier
        /// idle countdown runs starts it over (here with `--linger 3` instead of 30 s).
        @Test func theServiceLingersAfterItsLastPopupNotItsFirst() async throws {
            let result = try await onDesktop(
                #"""
                owned() { gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
                    --method org.freedesktop.DBus.NameHasOwner io.snackbar.Notifier; }
                "$SERVICE" --linger 3 & gdbus wait --session --timeout 10 io.snackbar.Notifier
                $NOTIFY --wait --duration 0.5 first
                $NOTIFY --wait --duration 2 second
                # The time under test: the countdown the first popup's end started (3 s) is over; the second's is not.
                sleep 2; owned
                wait_for '[ "$(owned)" = "(false,)" ]'; owned
                """#)
            #expect(result.standardOutput == "(true,)\n(false,)\n", "alive 2 s after the second popup, then gone")
        }
    }
}
