import Testing

extension DesktopTests.ServiceTests {
    /// A call for a display that cannot be opened exits 3 with one line that names the display GDK tried:
    /// the X display named, the Wayland one when only it is named, or what `GDK_BACKEND` leaves.
    @Test(arguments: [
        (#"DISPLAY=:4242 $NOTIFY Hello"#, "the X display ':4242' does not answer"),
        (
            #"unset DISPLAY; WAYLAND_DISPLAY=wayland-nonexistent $NOTIFY Hello"#,
            "the Wayland display 'wayland-nonexistent' does not answer, and DISPLAY is not set"
        ),
        (#"unset DISPLAY; GDK_BACKEND=x11 WAYLAND_DISPLAY=wayland-nonexistent $NOTIFY Hello"#, "DISPLAY is not set")
    ])
    func aDisplayThatCannotBeOpenedIsNamedAndExitsThree(script: String, reason: String) async throws {
        let result = try await onDesktop(script)
        #expect(result.standardError == "Cannot open display: " + reason + "\n")
        #expect(result.status == 3)
    }

    @Test func aDisplayThatCannotBeOpenedIsAFailedObjectUnderJSON() async throws {
        let result = try await onDesktop(#"DISPLAY=:4242 $NOTIFY --json Hello"#)
        #expect(
            result.standardOutput
                == "{\"id\":null,\"reason\":\"failed\",\"action\":null,\"error\":\"Cannot open display: the X display ':4242' does not answer\"}\n"
        )
        #expect(result.status == 3)
    }

    /// The client cannot see the monitors; the service checks, cold and warm alike.
    @Test func aMonitorTheDisplayLacksIsRefused() async throws {
        let result = try await onDesktop(
            #"""
            $NOTIFY --monitor 3 Elsewhere; echo "status $?"
            $NOTIFY --duration infinite Here; $NOTIFY --monitor 1 Elsewhere; echo "status $?"; $NOTIFY -p --monitor 0 There
            $NOTIFY -p --monitor all Everywhere
            """#)
        #expect(result.standardOutput == "status 1\nstatus 1\n2\n3\n", "a refused call takes no id; all, as the message offers, is taken")
        #expect(
            result.standardError == """
                No monitor 3: this display has 1 monitor, numbered from 0 (or use primary, pointer or all).
                No monitor 1: this display has 1 monitor, numbered from 0 (or use primary, pointer or all).

                """)
    }

    /// The running service draws on its own display only: a call for another one is refused as a
    /// cold call for a display that cannot be opened is, not shown somewhere the caller does not look.
    @Test func aCallForAnotherDisplayThanTheServicesIsRefused() async throws {
        let result = try await onDesktop(
            #"""
            $NOTIFY --duration infinite Here; DISPLAY=:4242 $NOTIFY Elsewhere; echo "status $?"
            DISPLAY="$DISPLAY.0" $NOTIFY -p Same; echo "[$DISPLAY]"
            """#)
        let display = result.standardOutput.split(separator: "\n").last.map { String($0.dropFirst().dropLast()) } ?? "?"
        #expect(result.standardOutput == "status 3\n2\n[\(display)]\n", "a screen number names the same display")
        #expect(
            result.standardError
                == "Cannot open display: the popup service of this session shows popups on '\(display)', not ':4242'.\n")
    }

    /// A screen too short for the stack (GDK_SCALE=2 on 1280×800: 640×400): a mail popup with its buttons under
    /// its text that would cover an older one waits instead, and shows once one goes. No popup covers another.
    @Test func onAShortScreenAPopupWaitsRatherThanCoverAnother() async throws {
        let result = try await onDesktop(
            #"""
            body="Alice wrote: the quarterly report is attached, please review the numbers in section three before the meeting tomorrow morning, and tell me what you think"
            for i in 1 2 3; do
                $NOTIFY -p --duration infinite -A reply=Reply -A read="Mark as read" "Mail $i" "$body" > "$DESKTOP_DIR/$i" &
                wait_for "[ -s $DESKTOP_DIR/$i ]" || exit 1
            done
            # A round trip: the service has placed (or held) the third and sent the X server its windows.
            $NOTIFY --dnd status > /dev/null
            # How many popups are on screen, and how many pairs of them meet.
            apart() {
                for w in $(xdotool search --onlyvisible --name '^snackbar: popup-'); do
                    xwininfo -id "$w" | awk '/Absolute upper-left X/ { x = $NF } /Absolute upper-left Y/ { y = $NF }
                        /Width:/ { w = $NF } /Height:/ { h = $NF } END { print x, y, w, h }'
                done | awk '{ x[NR] = $1; y[NR] = $2; w[NR] = $3; h[NR] = $4 }
                    END { for (i = 1; i <= NR; i++) for (j = i + 1; j <= NR; j++)
                            if (x[i] < x[j] + w[j] && x[j] < x[i] + w[i] && y[i] < y[j] + h[j] && y[j] < y[i] + h[i]) met++
                          print NR " popups, " met + 0 " meeting" }'
            }
            # The newest slides in over 0.4 s: wait until the two shown stand apart.
            wait_for '[ "$(apart)" = "2 popups, 0 meeting" ]' || { apart; exit 1; }
            first=$(head -n 1 "$DESKTOP_DIR/1") third=$(head -n 1 "$DESKTOP_DIR/3")
            xdotool search --onlyvisible --name "^snackbar: popup-$third\$" > /dev/null && echo "the third shows"
            $NOTIFY --close "$first"
            wait_for "xdotool search --onlyvisible --name '^snackbar: popup-$third\$' > /dev/null" || exit 1
            wait_for "! xdotool search --onlyvisible --name '^snackbar: popup-$first\$' > /dev/null" || exit 1
            wait_for '[ "$(apart)" = "2 popups, 0 meeting" ]' || { apart; exit 1; }
            echo "the third shows once the first went"
            $NOTIFY --close-all > /dev/null
            """#, environment: ["GDK_SCALE": "2"])
        #expect(result.standardOutput == "the third shows once the first went\n", "\(result.standardError)")
    }
}
