import Foundation
import Testing

extension DesktopTests {
    /// The user's time (issue 12, point 3) through the popup service: `snackbar.conf`'s time-scale, its bad
    /// values, and `--requires-interaction` while a screen reader runs. Each test's service reads a private
    /// `XDG_CONFIG_HOME`; the screen-reader switch is a private GSettings keyfile there.
    @Suite("Time: the time scale and requires-interaction, through the popup service", .serialized)
    struct TimeTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop() }

        /// `CONF` as `snackbar.conf` in a fresh `XDG_CONFIG_HOME` for this script (and the service it starts).
        private static func config(_ text: String) -> String {
            """
            export XDG_CONFIG_HOME="$DESKTOP_DIR/config-$$"; mkdir -p "$XDG_CONFIG_HOME/snackbar"
            printf '\(text)' > "$XDG_CONFIG_HOME/snackbar/snackbar.conf"

            """
        }

        /// Starts the service with `--verbose`, its standard error in `$DESKTOP_DIR/service-$$.log`; `said`
        /// prints its own lines there (not the files it read at its start, nor GTK's or the accessibility
        /// bridge's warnings).
        private static let verboseService = #"""
            log="$DESKTOP_DIR/service-$$.log"; "$SERVICE" --verbose 2> "$log" &
            # The service's own lines; GLib's "(snack-notifyd:PID): Snackbar-WARNING **: TIME: " shortened.
            said() { sed -n -E 's/^\(snack-notifyd:[0-9]+\): Snackbar-WARNING \*\*: [0-9:.]+: /Snackbar-WARNING: /; /^snack-notifyd: configuration read from /d; /^(snack-notifyd|Snackbar-WARNING): /p' "$log"; }
            wait_for '[ -n "$(owner)" ]'

            """#

        @Test func aTimeScaleOfFourKeepsAOneSecondPopupFourSeconds() async throws {
            let result = try await onDesktop(
                Self.config("[timing]\\ntime-scale = 4\\n") + Self.verboseService + #"""
                    order="$DESKTOP_DIR/order-$$"; : > "$order"
                    ( $NOTIFY --duration 1 -w --json "Scaled" > "$DESKTOP_DIR/outcome-$$"; echo outcome >> "$order" ) &
                    client=$!
                    wait_for '[ "$(popups)" = 1 ]'
                    # Its own 1 s is long over when this wait ends; the scaled 4 s are not.
                    sleep 2; echo slept >> "$order"
                    wait $client
                    cat "$order" "$DESKTOP_DIR/outcome-$$"; said
                    """#)
            #expect(
                result.standardOutput == """
                    slept
                    outcome
                    {"id":1,"reason":"timeout","action":null}
                    snack-notifyd: popup-1 stays 4 s (time-scale 4)

                    """, "\(result.standardError)")
        }

        /// Without a file, a 1 s popup stays 1 s; a short one of nine words stays its reading time, 2 + 9 / 3 s.
        @Test func withoutTheFileThePopupKeepsItsOwnTimeAndLongTextsTheirReadingTime() async throws {
            let result = try await onDesktop(
                Self.config("") + Self.verboseService + #"""
                    $NOTIFY --duration 1 -w --json "Plain"; $NOTIFY --json -w "$(seq -s ' ' 9)"; said
                    """#)
            #expect(
                result.standardOutput == """
                    {"id":1,"reason":"timeout","action":null}
                    {"id":2,"reason":"timeout","action":null}
                    snack-notifyd: popup-1 stays 1 s (time-scale 1)
                    snack-notifyd: popup-2 stays 5 s (time-scale 1)

                    """, "\(result.standardError)")
        }

        /// The call that starts the service says what its file got wrong (the service's own standard error
        /// goes nowhere); the popup shows and keeps its time. A call to the running service says nothing.
        @Test func aBadValueIsOneWarningFromTheCallThatStartsTheService() async throws {
            let result = try await onDesktop(
                Self.config("[timing]\\ntime-scale = fast\\n") + #"""
                    $NOTIFY --duration 1 -w --json "Hello"; echo "status $?"
                    $NOTIFY --duration 1 -w --json "Again"; echo "status $?"
                    """#)
            #expect(
                result.standardOutput == """
                    {"id":1,"reason":"timeout","action":null}
                    status 0
                    {"id":2,"reason":"timeout","action":null}
                    status 0

                    """)
            let file = try #require(PrivateDesktop.configFile(in: result.standardError))
            #expect(
                result.standardError == "\(file):2: [timing] time-scale: “fast” is not a number from 0.5 to 10 "
                    + "(2 doubles every duration); using 1\n")
        }

        /// The same warning in the user's language (the service the call starts has the call's locale).
        @Test func theWarningIsInTheUsersLanguage() async throws {
            let result = try await onDesktop(
                Self.config("[timing]\\ntime-scale = fast\\n") + #"""
                    LC_ALL=de_DE.UTF-8 $NOTIFY --duration 0.1 -w "Hallo"; echo "status $?"
                    """#)
            #expect(result.standardOutput == "status 0\n")
            let file = try #require(PrivateDesktop.configFile(in: result.standardError))
            #expect(
                result.standardError == "\(file):2: [timing] time-scale: „fast“ ist keine Zahl von 0.5 bis 10 "
                    + "(2 verdoppelt jede Dauer); es gilt 1\n")
        }

        @Test func theServiceClampsATimeScaleOutOfRange() async throws {
            let result = try await onDesktop(
                Self.config("[timing]\\ntime-scale = 50\\n") + Self.verboseService + #"""
                    $NOTIFY --duration 0.1 -w --json "Clamped" > /dev/null; said
                    """#)
            let file = try #require(PrivateDesktop.configFile(in: result.standardOutput), "\(result.standardOutput)")
            #expect(
                result.standardOutput == """
                    snack-notifyd: \(file):2: [timing] time-scale: 50 is beyond 0.5 to 10; clamped to 10
                    snack-notifyd: popup-1 stays 1 s (time-scale 10)

                    """)
        }

        /// With the desktop's screen reader on, a popup that requires interaction (from the option, or the key
        /// of a D-Bus `Show`) outlives its second; switched off, each one times out.
        @Test func requiresInteractionWaitsWhileAScreenReaderRuns() async throws {
            let result = try await onDesktop(
                Self.config("") + #"""
                    export GSETTINGS_BACKEND=keyfile
                    gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true
                    $NOTIFY --duration 1 --requires-interaction -w --json "Read me" > "$DESKTOP_DIR/cli-$$" &
                    client=$!
                    wait_for '[ "$(popups)" = 1 ]'
                    gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                        --method io.snackbar.Notifier.Show "{'message': <'Over D-Bus'>, 'duration': <1.0>, 'requires-interaction': <true>}"
                    wait_for '[ "$(popups)" = 2 ]'
                    sleep 2.5
                    echo "after 2.5 s: $(popups) popups"
                    gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled false
                    wait $client; cat "$DESKTOP_DIR/cli-$$"
                    wait_for '[ "$(popups)" = 0 ]' && echo "both gone"
                    $NOTIFY --duration 1 --requires-interaction -w --json "No reader"
                    """#)
            #expect(
                result.standardOutput == """
                    (uint32 2,)
                    after 2.5 s: 2 popups
                    {"id":1,"reason":"timeout","action":null}
                    both gone
                    {"id":3,"reason":"timeout","action":null}

                    """, "\(result.standardError)")
        }
    }
}

extension PrivateDesktop {
    /// The `…/snackbar/snackbar.conf` path a warning in `text` names.
    static func configFile(in text: String) -> String? {
        guard let end = text.range(of: "/snackbar/snackbar.conf") else { return nil }
        let start = text[..<end.lowerBound].lastIndex(of: " ").map { text.index(after: $0) } ?? text.startIndex
        return String(text[start..<end.upperBound])
    }
}
