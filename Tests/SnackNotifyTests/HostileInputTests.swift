import Foundation
import Testing

extension DesktopTests {
    /// Files that are no regular files, or too large, never reach a reader that could block or bloat the
    /// service: refused at once, naming the path and the reason, from the command line and over D-Bus.
    @Suite("Hostile files and the popup service", .serialized)
    struct HostileInputTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop() }

        /// The service bounds a request's actions whoever sends it: a D-Bus caller cannot have it build a
        /// menu of thousands.
        @Test func moreActionsThanAPopupOffersAreRefusedOverDBus() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY -p --duration infinite first
                offer() { names=$(seq "$1" | sed "s/.*/'a&'/" | paste -sd, -)
                    timeout 5 gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                        --method io.snackbar.Notifier.Show "{'message': <'x'>, 'action-names': <[$names]>, 'action-labels': <[$names]>}" 2>&1 |
                        sed 's/^Error: GDBus.Error:[^ ]* //'; }
                offer 65; offer 64
                $NOTIFY -p --duration infinite last
                """#)
            #expect(result.standardOutput == "1\n65 actions; at most 64 are accepted\n(uint32 2,)\n3\n", "\(result.standardError)")
        }

        @Test func filesThatCannotBeReadSafelyAreRefusedAtOnceAndTheServiceStaysUp() async throws {
            let result = try await onDesktop(
                #"""
                work="$DESKTOP_DIR/hostile"; rm -rf "$work"; mkdir "$work"; fifo="$work/fifo"; mkfifo "$fifo"
                export SNACK_NOTIFY_TIMEOUT=5
                head -c 1100000 /dev/zero | tr '\0' ' ' > "$work/big.css"
                printf '.snackbar { color: red; }\n@import url("fifo");\n' > "$work/imports.css"
                show() { timeout 5 gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                    --method io.snackbar.Notifier.Show "{'message': <'x'>, $1}" 2>&1 | sed 's/^Error: GDBus.Error:[^ ]* //'; }
                $NOTIFY -p --duration infinite first
                $NOTIFY --theme "$fifo" x; echo "status $?"
                $NOTIFY -i "$fifo" x; echo "status $?"
                $NOTIFY --theme /dev/zero x; echo "status $?"
                $NOTIFY --theme "$work/big.css" x; echo "status $?"
                $NOTIFY --theme "$work/imports.css" x; echo "status $?"
                show "'theme': <'$fifo'>"
                show "'icon': <'/dev/urandom'>"
                long=$(head -c 5000 /dev/zero | tr '\0' a); $NOTIFY -i "$long" x; echo "status $?"; show "'icon': <'$long'>"
                $NOTIFY -p --duration infinite last
                """#)
            let work =
                result.standardError.split(separator: "\n").first.flatMap { $0.split(separator: " ").dropFirst(2).first }
                .map { String($0.dropLast("/fifo:".count)) } ?? "?"
            #expect(
                result.standardOutput == """
                    1
                    status 1
                    status 1
                    status 1
                    status 1
                    status 1
                    Theme file \(work)/fifo: not a regular file
                    Icon file /dev/urandom: not a regular file
                    status 1
                    Icon name or path longer than 4096 bytes.
                    2

                    """, "\(result.standardError)")
            #expect(
                result.standardError == """
                    Theme file \(work)/fifo: not a regular file
                    Icon file \(work)/fifo: not a regular file
                    Theme file /dev/zero: not a regular file
                    Theme file \(work)/big.css: larger than 1 MiB
                    Theme has CSS errors: \(work)/imports.css:2:1: @import: \(work)/fifo: not a regular file
                    Icon name or path longer than 4096 bytes.

                    """)
        }

        /// An icon file that is no image the service can read (text named .png): the popup shows without it,
        /// and the call says why, whether it started the service or found it running.
        @Test func anIconFileThatIsNoImageShowsThePopupWithOneWarning() async throws {
            let result = try await onDesktop(
                #"""
                echo "not a picture" > "$DESKTOP_DIR/fake.png"
                for call in Cold Warm; do
                    $NOTIFY --duration 0.2 -i "$DESKTOP_DIR/fake.png" $call 2> "$DESKTOP_DIR/said"; echo "status $?"
                    sed "s|$DESKTOP_DIR|DIR|" "$DESKTOP_DIR/said"
                done
                """#)
            let warning = "Icon file DIR/fake.png: not an image GdkPixbuf can read; showing the notification without it.\n"
            #expect(result.standardOutput == "status 0\n" + warning + "status 0\n" + warning, "\(result.standardError)")
        }

        /// `alias notify-send=snack-notify` keeps working for scripts that pass an icon path that may not
        /// exist: the popup shows, with the kind's default icon, drawn exactly as one that asked for none.
        @Test func aMissingIconFileShowsTheDefaultIconWithOneWarning() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY -i /no/such/icon.png --type info --duration infinite --id a Same; echo "status $?"
                $NOTIFY --type info --duration infinite --id b Same
                for popup in popup-1 popup-2; do xwininfo -name "snackbar: $popup" | grep -o "Map State: [A-Za-z]*"; done
                shot() { import -window "$(xdotool search --onlyvisible --name "^snackbar: $1\$")" "$DESKTOP_DIR/.snack-$1.png" 2> /dev/null; }
                same=no
                for attempt in $(seq 50); do
                    shot popup-1; shot popup-2
                    [ "$(compare -metric AE "$DESKTOP_DIR/.snack-popup-1.png" "$DESKTOP_DIR/.snack-popup-2.png" null: 2>&1)" = 0 ] && { same=yes; break; }
                    sleep 0.1
                done
                echo "same $same"; rm -f "$DESKTOP_DIR"/.snack-popup-*.png
                """#)
            #expect(result.standardOutput == "status 0\nMap State: IsViewable\nMap State: IsViewable\nsame yes\n")
            #expect(result.standardError == "Icon file not found: /no/such/icon.png; showing the default icon.\n")
        }

        /// A burst of the largest inputs, once their popups are gone, leaves the service's memory within
        /// 5 MB of where it was after an ordinary popup: text and stylesheets are bounded, and the service
        /// gives freed pages back a few seconds after its last window went.
        @Test func memoryComesBackAfterTheLargestInputs() async throws {
            let result = try await onDesktop(
                #"""
                work="$DESKTOP_DIR"
                for i in $(seq 0 299); do printf '.snackbar .r%s { color: #123456; background-color: #654321; }\n' "$i"; done > "$work/heavy.css"
                rss() { awk '/VmRSS/ { print $2 }' "/proc/$service/status"; }
                gone() { while xdotool search --onlyvisible --name '^snackbar: popup-' > /dev/null; do sleep 0.05; done; }
                $NOTIFY -w --duration 0.3 --type info Files "report.pdf was deleted"
                service=$(owner)
                gone; before=$(rss)
                head -c 1000000 /dev/zero | tr '\0' m | $NOTIFY -w --duration 0.3 "$(head -c 100000 /dev/zero | tr '\0' t)" -
                $NOTIFY -w --duration 0.3 "a$(for i in $(seq 2000); do printf '\314\201'; done)"
                $NOTIFY -w --duration 0.3 --markup '<span font="1000">huge</span>'
                $NOTIFY -w --duration 0.3 --theme "$work/heavy.css" Themed
                $NOTIFY -w --duration 0.3 "$(for i in $(seq 200); do echo "line $i"; done)"
                # The service gives the pages back a few seconds after its last window went: wait for that (10 s at most).
                gone; for attempt in $(seq 200); do [ $(($(rss) - before)) -lt 5120 ] && break; sleep 0.05; done; after=$(rss)
                echo "grew $((after - before)) KiB"
                """#)
            let grown = result.standardOutput.split(separator: "\n").last.flatMap { Int($0.split(separator: " ")[1]) }
            let kilobytes = try #require(grown, "\(result.standardOutput) \(result.standardError)")
            #expect(kilobytes < 5 * 1024, "the service's resident memory grew \(kilobytes) KiB")
        }
    }
}
