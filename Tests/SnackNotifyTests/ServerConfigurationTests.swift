import Foundation
import Testing

/// snackbar.conf for the running notification server, and the controls of `snack-notify`: `conf` writes
/// the user's file (none before each test), `read_count` counts the server's reloads (`--verbose`; it has
/// read the file before it owns the name),
/// `top_or_bottom N` says where popup N shows.
private let configurationHelpers =
    serverHelpers + #"""
        conf_file="$XDG_CONFIG_HOME/snackbar/snackbar.conf"; mkdir -p "${conf_file%/*}"; rm -f "$conf_file"
        conf() { printf '%s\n' "$@" > "$conf_file"; }
        read_count() { grep -c "configuration read again" "$DESKTOP_DIR/server.log"; }
        top_or_bottom() { set -- $(geometry popup-$1) && if [ "$2" -gt 400 ]; then echo bottom; else echo top; fi; }

        """#

extension DesktopTests {
    @Suite("snackbar.conf and the controls of the notification server, with notify-send", .serialized)
    struct ServerConfigurationTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// backup's notification is hidden (closed at once, reason 4, kept in the history); mail's goes to the bottom.
        @Test func rulesHideOrMoveRealNotifications() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[rule quiet backups]' 'app-name = backup*' 'hide = true' '[rule mail]' 'app-name = mail' 'position = bottom'
                    server; monitor
                    notify-send -a backup-tool -t 0 "Backup done"; wait_for '[ -n "$(closed)" ]'; closed; popups
                    notify-send -a mail -t 0 "New mail"; notify-send -a editor -t 0 Saved
                    wait_for 'geometry popup-3 > /dev/null'; top_or_bottom 2; top_or_bottom 3
                    $NOTIFY --history
                    """#)
            #expect(
                result.standardOutput == """
                    NotificationClosed (uint32 1, uint32 4)
                    0
                    bottom
                    top
                    1\tbackup-tool\t\tBackup done\tnormal\thidden\t

                    """)
        }

        /// `[server]` position and alignment place `snack-notify`'s popups as they place notify-send's, unless the
        /// call names its own (`--align center` included, the built-in alignment).
        @Test func positionAndAlignmentApplyToSnackNotifyUnlessTheCallNamesItsOwn() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    corner() { set -- $(geometry popup-$1) && if [ "$2" -gt 400 ]; then printf 'bottom '; else printf 'top '; fi
                        if [ $(( $1 + $3 )) -ge 1200 ]; then echo trailing; elif [ "$1" -le 100 ]; then echo leading; else echo center; fi; }
                    conf '[server]' 'position = bottom' 'alignment = trailing'; server
                    $NOTIFY --duration infinite Configured; $NOTIFY --duration infinite --position top --align leading Named
                    $NOTIFY --duration infinite --align center Centred
                    notify-send -t 0 Notification; wait_for 'geometry popup-4 > /dev/null'
                    for popup in 1 2 3 4; do corner $popup; done
                    """#)
            #expect(result.standardOutput == "bottom trailing\ntop leading\nbottom center\nbottom trailing\n", "\(result.standardError)")
        }

        /// One rule for a critical popup's time, through `snack-notify` and through the server: a time given
        /// with `-t` is kept (critical stays until dismissed only when no time is given).
        @Test func aCriticalPopupKeepsTheTimeGivenThroughBothPaths() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    server; monitor
                    $NOTIFY --wait --json -u critical -t 2000 Script | grep -o '"reason":"[a-z]*"'
                    notify-send -u critical -t 2000 App; wait_for '[ -n "$(closed)" ]' 30; closed
                    """#)
            #expect(result.standardOutput == "\"reason\":\"timeout\"\nNotificationClosed (uint32 2, uint32 1)\n", "\(result.standardError)")
        }

        @Test func theFileIsReadAgainWhenItChangesAndOnSighup() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'position = top'
                    server --verbose
                    conf '[server]' 'position = bottom'; wait_for '[ "$(read_count)" = 1 ]' && echo "read on change"
                    notify-send -t 0 After; wait_for 'geometry popup-1 > /dev/null'; top_or_bottom 1
                    kill -HUP "$(fdo_owner)"; wait_for '[ "$(read_count)" = 2 ]' && echo "read on SIGHUP"
                    """#)
            #expect(result.standardOutput == "read on change\nbottom\nread on SIGHUP\n")
        }

        /// `--verbose` says at the start which files it read (the system's default, then the user's), or that
        /// there is none and where it looked.
        @Test func verboseSaysAtTheStartWhichFilesItRead() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    system=${XDG_CONFIG_DIRS%%:*}
                    started() { "$SERVICE" --verbose 2> "$DESKTOP_DIR/$1.log" & wait_for '[ -n "$(owner)" ]' || exit 1
                        kill "$(owner)"; wait_for '[ -z "$(owner)" ]'
                        grep '^snack-notifyd:' "$DESKTOP_DIR/$1.log" | sed "s|$system|SYSTEM|; s|$DESKTOP_DIR|DIR|g; s|$conf_file|USER|"; }
                    conf '[server]' 'position = bottom'; started with-files
                    XDG_CONFIG_DIRS="$DESKTOP_DIR/system" XDG_CONFIG_HOME="$DESKTOP_DIR/user" started none
                    """#)
            #expect(
                result.standardOutput == """
                    snack-notifyd: configuration read from SYSTEM/snackbar/snackbar.conf, USER
                    snack-notifyd: no snackbar.conf (looked for DIR/system/snackbar/snackbar.conf, DIR/user/snackbar/snackbar.conf): the defaults

                    """, "\(result.standardError)")
        }

        /// A service that a `snack-notify` call started watches the file from its first popup on: a change
        /// written while that popup is up reaches the next call.
        @Test func theServiceACallStartedFollowsTheFile() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'position = top'
                    first=$($NOTIFY -p --duration infinite First); wait_for "geometry popup-$first > /dev/null"; top_or_bottom "$first"
                    conf '[server]' 'position = bottom'
                    at_bottom() { id=$($NOTIFY -p --duration 0.5 Next) && wait_for "geometry popup-$id > /dev/null" && [ "$(top_or_bottom "$id")" = bottom ]; }
                    wait_for at_bottom && echo "read on change"
                    """#)
            #expect(result.standardOutput == "top\nread on change\n", "\(result.standardError)")
        }

        /// Without its directory at the start, the file is still read once it is written. It comes whole, by a
        /// rename as editors save: the service reads the directory's first file at once, and one written in
        /// place could be read empty first (the read once its writing is done follows a moment later).
        @Test func aFileWhoseDirectoryComesLaterIsRead() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    rm -rf "${conf_file%/*}"
                    server --verbose
                    mkdir "${conf_file%/*}"; printf '[server]\nposition = bottom\n' > "$conf_file.new"
                    mv "$conf_file.new" "$conf_file"; wait_for '[ "$(read_count)" -ge 1 ]'
                    notify-send -t 0 Later; wait_for 'geometry popup-1 > /dev/null'; top_or_bottom 1
                    """#)
            #expect(result.standardOutput == "bottom\n")
        }

        /// A new account's `XDG_CONFIG_HOME` that is not there yet when the server starts: the file written later,
        /// directories and all, is read.
        @Test func aFileWhoseConfigurationHomeComesLaterIsRead() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    export XDG_CONFIG_HOME="$DESKTOP_DIR/new-account/config"; rm -rf "$DESKTOP_DIR/new-account"
                    conf_file="$XDG_CONFIG_HOME/snackbar/snackbar.conf"
                    server --verbose
                    mkdir -p "${conf_file%/*}"; printf '[server]\nposition = bottom\n' > "$conf_file.new"
                    mv "$conf_file.new" "$conf_file"; wait_for '[ "$(read_count)" -ge 1 ]'
                    notify-send -t 0 Later; wait_for 'geometry popup-1 > /dev/null'; top_or_bottom 1
                    """#)
            #expect(result.standardOutput == "bottom\n")
        }

        @Test func aBrokenFileKeepsThePreviousConfigurationWithOneWarningNamingItsLine() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'position = bottom'
                    server --verbose
                    conf '[server]' 'position = top' 'this is no key'
                    wait_for 'grep -q "keeping the previous" "$DESKTOP_DIR/server.log"'
                    conf '[server]' 'max-visible = 99'
                    wait_for '[ $(grep -c "keeping the previous" "$DESKTOP_DIR/server.log") = 2 ]'
                    notify-send -t 0 Still; wait_for 'geometry popup-1 > /dev/null'; top_or_bottom 1
                    grep "keeping the previous" "$DESKTOP_DIR/server.log" | sed "s|$conf_file|FILE|"
                    """#)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first == "bottom")
            #expect(lines.count == 3, "\(result.standardOutput)")
            #expect(lines.dropFirst().first?.hasPrefix("snack-notifyd: FILE:3: ") == true, "\(lines)")
            #expect(lines.dropFirst().first?.hasSuffix("; keeping the previous configuration") == true)
            #expect(
                lines.last == "snack-notifyd: FILE:2: [server] max-visible: “99” is not accepted; use a whole number "
                    + "from 1 to 20; keeping the previous configuration")
        }

        /// The desktop's notification server has no terminal of the user's: what snackbar.conf's reading said
        /// shows as its own warning popup, one at most: a later warning replaces it, the file fixed closes it.
        @Test func whatTheFileGaveShowsAsAPopupOfTheServersOwn() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'this is no key'
                    server; wait_for 'geometry popup-1 > /dev/null' && echo "shown at the start"
                    conf '[server]' 'max-visible = 99'
                    wait_for 'grep -q "keeping the previous" "$DESKTOP_DIR/server.log"' || exit 1
                    conf '[server]' 'position = top'
                    wait_for '! geometry popup-1 > /dev/null' && echo "closed once the file was fixed"
                    geometry popup-2 > /dev/null || echo "never a second one"
                    $NOTIFY --history | cut -f 1,3,5,6; $NOTIFY --history | cut -f 4 | sed "s|$conf_file|FILE|"
                    """#)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(
                lines.prefix(4) == [
                    "shown at the start", "closed once the file was fixed", "never a second one", "1\tNotification settings\tnormal\tremoved"
                ],
                "\(lines)")
            #expect(lines.count == 5 && lines[4].hasPrefix("FILE:2: ") && lines[4].hasSuffix("; keeping the previous configuration"), "\(lines)")
        }

        /// A theme file that is not there is a note naming the key's line, as the file's other notes are, and
        /// never reaches GTK (whose warning named neither): popups keep the default look.
        @Test func aMissingThemeFileIsANoteNamingItsLine() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'theme = /nonexistent/theme.css'; server
                    notify-send -t 0 Plain; wait_for 'geometry popup-1 > /dev/null' || exit 1
                    grep -i 'theme' "$DESKTOP_DIR/server.log" | sed "s|$conf_file|FILE|"
                    """#)
            #expect(
                result.standardOutput
                    == "snack-notifyd: FILE:2: [server] theme: /nonexistent/theme.css: no such file (popups keep the default look)\n",
                "\(result.standardError)")
        }

        /// A snack-notify call is held back as well: it ends at once, `rejected`, and says so without waiting.
        @Test func doNotDisturbKeepsANormalNotificationAndShowsACriticalOne() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    server; monitor
                    $NOTIFY --dnd status; $NOTIFY --dnd on; $NOTIFY --dnd status
                    notify-send -t 0 Quiet; wait_for '[ -n "$(closed)" ]'; closed
                    notify-send -u critical Loud; wait_for 'geometry popup-2 > /dev/null' && echo "the critical one shows"; popups
                    $NOTIFY --json -w -a script "From a script"
                    $NOTIFY --json -a script "Not waiting"
                    $NOTIFY --dnd toggle; $NOTIFY --history
                    """#)
            #expect(
                result.standardOutput == """
                    off
                    on
                    NotificationClosed (uint32 1, uint32 4)
                    the critical one shows
                    1
                    {"id":3,"reason":"rejected","action":null}
                    {"id":4,"reason":"rejected","action":null}
                    off
                    4\tscript\t\tNot waiting\tnormal\tdo-not-disturb\t
                    3\tscript\t\tFrom a script\tnormal\tdo-not-disturb\t
                    1\tnotify-send\t\tQuiet\tnormal\tdo-not-disturb\t

                    """)
        }

        @Test func theHistoryListsNewestFirstAndPopShowsTheNewestAgain() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'history-size = 2'
                    server; monitor
                    notify-send -t 200 Zeroth; notify-send -t 1200 First; b=$(notify-send -p -t 0 Second "with a body")
                    wait_for '[ $(closed | wc -l) -ge 2 ]'; fdo CloseNotification "$b" > /dev/null; wait_for '[ $(closed | wc -l) -ge 3 ]'
                    $NOTIFY --history; $NOTIFY --history --json
                    $NOTIFY --history-pop; wait_for 'geometry popup-4 > /dev/null' && echo "shown again as 4"
                    $NOTIFY --history
                    """#)
            #expect(
                result.standardOutput == """
                    3\tnotify-send\tSecond\twith a body\tnormal\tremoved\t
                    2\tnotify-send\t\tFirst\tnormal\ttimeout\t
                    [{"id":3,"app-name":"notify-send","title":"Second","message":"with a body","urgency":"normal","reason":"removed","held":null},\
                    {"id":2,"app-name":"notify-send","title":"","message":"First","urgency":"normal","reason":"timeout","held":null}]
                    shown again as 4
                    2\tnotify-send\t\tFirst\tnormal\ttimeout\t

                    """)
        }

        @Test func closeAllClosesEveryPopup() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    server; monitor
                    notify-send -t 0 One; $NOTIFY --duration infinite Two; wait_for '[ $(popups) -eq 2 ]'
                    $NOTIFY --close-all; echo "status $?"; wait_for '[ $(popups) -eq 0 ]' && echo "none left"
                    wait_for '[ -n "$(closed)" ]'; closed
                    """#)
            #expect(result.standardOutput == "status 0\nnone left\nNotificationClosed (uint32 1, uint32 3)\n")
        }

        /// `--close-all` ends the popups oldest first, so the history (newest end first) lists them newest first,
        /// as they stood in the stack.
        @Test func closeAllKeepsTheHistoryInTheOrderThePopupsCame() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    ids=; for n in 1 2 3 4 5 6 7 8; do ids="$($NOTIFY -p --duration infinite "Popup $n") $ids"; done
                    $NOTIFY --close-all; wait_for '[ $(popups) -eq 0 ]'
                    [ "$($NOTIFY --history | head -8 | cut -f 1 | tr '\n' ' ')" = "$ids" ] && echo "newest first" || echo "shown $ids"
                    """#)
            #expect(result.standardOutput == "newest first\n", "\(result.standardError)")
        }

        /// The service's standard error goes nowhere: the client that starts it prints what reading the file said
        /// (the service tells it over their socket), once; a call to the running service says nothing more
        /// while the file stays as it was.
        @Test func theCallThatStartsTheServiceSaysWhatTheFileGaveOnce() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'position = top' 'this is no key'
                    $NOTIFY --duration 0.2 One; echo "status $?"
                    $NOTIFY --duration 0.2 Two; echo "status $?"
                    """#)
            #expect(result.standardOutput == "status 0\nstatus 0\n")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(result.standardError)")
            #expect(lines.first?.contains("snackbar/snackbar.conf:3: ") == true, "\(result.standardError)")
            #expect(lines.first?.hasSuffix("; using the defaults") == true, "\(result.standardError)")
        }

        /// A file broken while the service runs is refused whole, and the service keeps what it had; its
        /// standard error is nobody's terminal when a call started it, so the next `snack-notify` call says the
        /// warning, once.
        @Test func theNextCallSaysWhatAChangedFileGaveOnce() async throws {
            let result = try await onDesktop(
                configurationHelpers + #"""
                    conf '[server]' 'position = top'
                    server
                    $NOTIFY --duration 0.2 Before; echo "status $?"
                    conf '[server]' 'max-visible = 99'; kill -HUP "$(fdo_owner)"
                    wait_for 'grep -q "keeping the previous configuration" "$DESKTOP_DIR/server.log"' || exit 1
                    $NOTIFY --duration 0.2 After; echo "status $?"
                    $NOTIFY --duration 0.2 Again; echo "status $?"
                    """#)
            #expect(result.standardOutput == "status 0\nstatus 0\nstatus 0\n", "\(result.standardError)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(result.standardError)")
            #expect(lines.first?.contains("snackbar/snackbar.conf:2: ") == true, "\(result.standardError)")
            #expect(lines.first?.hasSuffix("; keeping the previous configuration") == true, "\(result.standardError)")
        }

        /// Without a service `--dnd` and `--history` use what the last one kept (the next one starts with it).
        @Test func controlsWithoutAServiceUseTheKeptStateOrSaySo() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --close-all; echo "status $?"; $NOTIFY --dnd on; echo "status $?"; $NOTIFY --dnd status
                $NOTIFY --history; echo "status $?"; $NOTIFY --dnd maybe; echo "status $?"
                [ -z "$(owner)" ] && echo "no service started"
                """#)
            #expect(result.standardOutput == "status 2\nstatus 0\non\nstatus 0\nstatus 1\nno service started\n")
            #expect(
                result.standardError == """
                    --close-all: no popup service runs, so there is no popup to close.
                    Invalid value “maybe” for --dnd: use on, off, toggle or status.

                    """)
        }
    }
}
