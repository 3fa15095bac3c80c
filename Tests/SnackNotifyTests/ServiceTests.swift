import Foundation
import Testing

/// Runs `script` on a private X display (Xvfb) and a private session bus, `$NOTIFY` being the client.
///
/// The bus is started here, and stopped on exit, rather than by `dbus-run-session`, whose daemon can
/// outlive it holding the descriptors Foundation's `Process` watches. Callers run serialized
/// (`DesktopTests`): `xvfb-run -a` picks display numbers racily.
func onPrivateDesktop(_ script: String, environment: [String: String] = [:]) throws -> NotifyProcess.Result {
    let inner = """
        d=$(mktemp -d)
        dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$d/address" 4>"$d/pid" </dev/null >/dev/null 2>&1
        trap 'kill $(cat "$d/pid"); rm -r "$d"' EXIT
        export DBUS_SESSION_BUS_ADDRESS=$(cat "$d/address")
        \(script)
        """
    return try NotifyProcess.run(
        executable: URL(fileURLWithPath: "/usr/bin/xvfb-run"),
        ["-a", "-s", "-screen 0 1280x800x24", "/bin/sh", "-c", inner],
        environment: environment.merging(["NOTIFY": NotifyProcess.executable.path]) { _, own in own })
}

/// Every test that starts an Xvfb, one at a time: `xvfb-run -a` picks display numbers racily.
@Suite(.serialized)
struct DesktopTests {
    /// Compiles the stranger (`Tests/Fixtures/socket-stranger.c`) into `$stranger`, in `$work`
    /// (which the script removes; `$d` and the exit trap belong to `onPrivateDesktop`).
    static var strangerScript: String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/socket-stranger.c").path
        return """
            work=$(mktemp -d); chmod 755 "$work"; stranger="$work/socket-stranger"
            cc -O1 -o "$stranger" '\(source)' || exit 1

            """
    }
}

extension DesktopTests {
    @Suite("The client and the popup service, on a private display and session bus")
    struct ServiceTests {
        @Test func callsShareOneServiceAndItsIds() throws {
            let result = try onPrivateDesktop(#"$NOTIFY -p --duration infinite one && $NOTIFY -p --duration infinite two"#)
            #expect(result.standardOutput == "1\n2\n")
            #expect(result.status == 0)
        }

        /// The first call finds no service at its socket and starts one without asking the bus; the
        /// started service listens there, so the second call skips the bus too.
        @Test func aCallStartsTheServiceOnlyWhenNoneListens() throws {
            let result = try onPrivateDesktop(#"""
                $NOTIFY --verbose --duration infinite one 2>&1 | sed 's/(pid [0-9]*)/(pid)/; s|/.*/snack-notifyd|snack-notifyd|'
                $NOTIFY --verbose --duration infinite two 2>&1
                """#)
            #expect(result.standardOutput == """
                snack-notify: started snack-notifyd (pid) and handed it the request, id 1
                snack-notify: delivered to the running service over its socket, id 2

                """)
        }

        /// The socket's name is visible to every user. A client that finds another user's process there
        /// sends it nothing and goes through the bus; the service still starts and serves.
        @Test func aStrangerAtTheSocketGetsNoRequest() throws {
            let result = try onPrivateDesktop(DesktopTests.strangerScript + #"""
                setpriv --reuid=65534 --regid=65534 --clear-groups "$stranger" "$(id -u)" listen > "$work/stranger.log" &
                squatter=$!; sleep 0.3
                $NOTIFY --verbose --duration infinite one 2>&1 | sed 's/(pid [0-9]*)/(pid)/; s|/.*/snack-notifyd|snack-notifyd|'
                $NOTIFY --verbose --duration infinite two 2>&1
                sleep 0.2; kill $squatter; cat "$work/stranger.log"; rm -r "$work"
                """#)
            #expect(result.standardOutput == """
                snack-notify: no service owns io.snackbar.Notifier yet
                snack-notify: started snack-notifyd (pid) and handed it the request, id 1
                snack-notify: delivered to the running service io.snackbar.Notifier, id 2
                listening
                connection with 0 bytes
                connection with 0 bytes

                """, "\(result.standardError)")
        }

        /// A service that takes the request and never answers (here a process of ours squatting the
        /// socket) does not hold the call for ever.
        @Test func aServiceThatNeverAnswersTimesOut() throws {
            let result = try onPrivateDesktop(DesktopTests.strangerScript + #"""
                "$stranger" "$(id -u)" listen > /dev/null & squatter=$!; sleep 0.3
                SNACK_NOTIFY_TIMEOUT=1 $NOTIFY Hello; echo "status $?"
                SNACK_NOTIFY_TIMEOUT=soon $NOTIFY Hello; echo "status $?"
                kill $squatter; rm -r "$work"
                """#)
            #expect(result.standardOutput == "status 2\nstatus 1\n")
            #expect(result.standardError == """
                The popup service did not answer within 1 s.
                SNACK_NOTIFY_TIMEOUT must be a whole number of seconds above 0, not “soon”.

                """)
        }

        /// Another user's process that connects to the service's socket gets no popup and no answer.
        @Test func theServiceRefusesAStrangersRequest() throws {
            let result = try onPrivateDesktop(DesktopTests.strangerScript + #"""
                $NOTIFY --duration infinite mine
                setpriv --reuid=65534 --regid=65534 --clear-groups "$stranger" "$(id -u)" send "show {'message': <'not yours'>}"
                sleep 0.5; xdotool search --onlyvisible --name '^snackbar: popup-' | wc -l; rm -r "$work"
                """#)
            #expect(result.standardOutput == "closed without an answer\n1\n", "\(result.standardError)")
        }

        @Test func replaceKeepsTheId() throws {
            let result = try onPrivateDesktop(#"$NOTIFY -p --duration infinite first && $NOTIFY -p -r 1 second"#)
            #expect(result.standardOutput == "1\n1\n")
        }

        @Test func sameTagKeepsTheId() throws {
            let result = try onPrivateDesktop(#"$NOTIFY -p --id vol -h int:value:10 Volume && $NOTIFY -p -h string:x-dunst-stack-tag:vol -h int:value:20 Volume"#)
            #expect(result.standardOutput == "1\n1\n")
        }

        @Test func jsonWithoutWaitReportsShown() throws {
            let result = try onPrivateDesktop(#"$NOTIFY --json Hello"#)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"shown\",\"action\":null}\n")
        }

        @Test func waitingReportsTheTimeout() throws {
            let result = try onPrivateDesktop(#"$NOTIFY --wait --json --duration 1 Brief"#)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"timeout\",\"action\":null}\n")
            #expect(result.status == 0)
        }

        @Test func interruptWhileWaitingClosesThePopupLikeNotifySend() throws {
            let result = try onPrivateDesktop(
                #"$NOTIFY --wait --json --duration infinite Pending 2>&1 & sleep 1; kill -INT $!; wait $!; echo "status $?""#)
            #expect(result.standardOutput
                == "Wait cancelled, closing notification\n{\"id\":1,\"reason\":\"cancelled\",\"action\":null}\nstatus 0\n")
        }

        @Test func followUpdatesOnePopupUntilEndOfInput() throws {
            let result = try onPrivateDesktop(
                #"printf "Copying\n{\"progress\":0.5}\n{\"message\":\"Done\",\"kind\":\"positive\"}\n" | $NOTIFY --follow --json -p; $NOTIFY -p next"#)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"removed\",\"action\":null}\n2\n")
        }

        /// A refused line (here invalid UTF-8, then bad JSON) ends the call with its message, and takes the
        /// popup away as the end of input does: nobody would ever close it otherwise.
        @Test(arguments: [
            (#"printf 'Copying\nbad \377 line\n'"#, "Invalid UTF-8 provided on standard input for --follow."),
            (#"printf 'Copying\n{bad json\n'"#, "--follow: not a JSON object: {bad json"),
        ])
        func aRefusedFollowLineEndsTheCallAndClosesThePopup(input: String, message: String) throws {
            let result = try onPrivateDesktop(#"""
                (\#(input); sleep 1) | $NOTIFY --follow --duration infinite; echo "status $?"
                sleep 0.8; xdotool search --onlyvisible --name '^snackbar: popup-' | wc -l
                """#)
            #expect(result.standardOutput == "status 1\n0\n")
            #expect(result.standardError == message + "\n")
        }

        @Test func withoutSessionBusEachCallRendersAloneAndSaysSo() throws {
            let result = try onPrivateDesktop(
                #"unset DBUS_SESSION_BUS_ADDRESS; XDG_RUNTIME_DIR=/nonexistent $NOTIFY --verbose -p Alone 2>&1"#)
            #expect(result.standardOutput.hasPrefix("snack-notify: no session bus: the popup renders in a process of its own"))
            #expect(result.standardOutput.hasSuffix("\n1\n"))
            #expect(result.status == 0)
        }

        @Test func aServiceThatCannotStartExitsTwo() throws {
            let result = try onPrivateDesktop(#"""
                unset DBUS_SESSION_BUS_ADDRESS; XDG_RUNTIME_DIR=/nonexistent SNACK_NOTIFYD=/no/such/service $NOTIFY Hello
                """#)
            #expect(result.standardError == "Cannot start the popup service /no/such/service: No such file or directory\n")
            #expect(result.status == 2)
        }

        @Test func dBusActivationStartsTheServiceForAnyClient() throws {
            let service = NotifyProcess.productsDirectory.appendingPathComponent("snack-notifyd").path
            let script = #"""
                d=$(mktemp -d); mkdir "$d/services"
                printf '[D-BUS Service]\nName=io.snackbar.Notifier\nExec=%s\n' "$SERVICE" > "$d/services/io.snackbar.Notifier.service"
                printf '<busconfig><include>/usr/share/dbus-1/session.conf</include><servicedir>%s</servicedir></busconfig>\n' \
                    "$d/services" > "$d/bus.conf"
                dbus-daemon --config-file="$d/bus.conf" --fork --print-address=3 --print-pid=4 3>"$d/address" 4>"$d/pid" \
                    </dev/null >/dev/null 2>&1
                trap 'kill $(cat "$d/pid"); rm -r "$d"' EXIT
                export DBUS_SESSION_BUS_ADDRESS=$(cat "$d/address")
                gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                    --method io.snackbar.Notifier.Show "{'message': <'Activated'>, 'duration': <-1.0>}"
                sleep 0.6; xdotool search --onlyvisible --name '^snackbar: popup-1$' | wc -l
                """#
            let result = try NotifyProcess.run(
                executable: URL(fileURLWithPath: "/usr/bin/xvfb-run"),
                ["-a", "-s", "-screen 0 1280x800x24", "/bin/sh", "-c", script], environment: ["SERVICE": service])
            #expect(result.standardOutput == "(uint32 1,)\n1\n")
        }

        /// The client cannot see the monitors; the service checks, cold and warm alike.
        @Test func aMonitorTheDisplayLacksIsRefused() throws {
            let result = try onPrivateDesktop(#"""
                $NOTIFY --monitor 3 Elsewhere; echo "status $?"
                $NOTIFY --duration infinite Here; $NOTIFY --monitor 1 Elsewhere; echo "status $?"; $NOTIFY -p --monitor 0 There
                """#)
            #expect(result.standardOutput == "status 1\nstatus 1\n2\n", "a refused call takes no id")
            #expect(result.standardError == """
                No monitor 3: this display has 1 monitor, numbered from 0 (or use primary or pointer).
                No monitor 1: this display has 1 monitor, numbered from 0 (or use primary or pointer).

                """)
        }

        /// The service stays its linger time after its *last* popup: a popup that ends while an earlier
        /// idle countdown runs starts it over (here with `--linger 2` instead of 30 s).
        @Test func theServiceLingersAfterItsLastPopupNotItsFirst() throws {
            let result = try onPrivateDesktop(#"""
                owned() { gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
                    --method org.freedesktop.DBus.NameHasOwner io.snackbar.Notifier; }
                "$SERVICE" --linger 2 & sleep 0.5
                $NOTIFY --duration 1 first; sleep 1.5
                $NOTIFY --duration 1 second; sleep 2
                owned; sleep 2.5
                owned
                """#, environment: ["SERVICE": NotifyProcess.productsDirectory.appendingPathComponent("snack-notifyd").path])
            #expect(result.standardOutput == "(true,)\n(false,)\n", "alive 1 s after the second popup, gone 3.5 s after it")
        }

        /// The running service draws on its own display only: a call for another one is refused as a
        /// cold call for a display that cannot be opened is, not shown somewhere the caller does not look.
        @Test func aCallForAnotherDisplayThanTheServicesIsRefused() throws {
            let result = try onPrivateDesktop(#"""
                $NOTIFY --duration infinite Here; DISPLAY=:4242 $NOTIFY Elsewhere; echo "status $?"
                DISPLAY="$DISPLAY.0" $NOTIFY -p Same; echo "[$DISPLAY]"
                """#)
            let display = result.standardOutput.split(separator: "\n").last.map { String($0.dropFirst().dropLast()) } ?? "?"
            #expect(result.standardOutput == "status 3\n2\n[\(display)]\n", "a screen number names the same display")
            #expect(result.standardError
                == "Cannot open display: the popup service of this session shows popups on '\(display)', not ':4242'.\n")
        }

        @Test func aDisplayThatCannotBeOpenedExitsThree() throws {
            let result = try onPrivateDesktop(#"DISPLAY=:4242 $NOTIFY Hello"#)
            #expect(result.standardError == "Cannot open display: cannot open display ':4242'\n")
            #expect(result.status == 3)
        }
    }
}
