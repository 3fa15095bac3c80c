import Testing

extension DesktopTests.ServiceTests {
    /// `--show-delay`: a popup closed before its delay is up never maps a window, and its caller hears
    /// `removed`; one left alone maps once the delay is over.
    @Test func aPopupClosedBeforeItsShowDelayNeverMaps() async throws {
        let result = try await onDesktop(
            #"""
            close() { gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                --method io.snackbar.Notifier.Close "$1" > /dev/null; }
            $NOTIFY --wait --json --show-delay 1500 --duration infinite Quick > "$DESKTOP_DIR/quick" & client=$!
            wait_for "waiting $client" || exit 1
            echo "popups before the delay $(popups)"
            close 1
            wait $client; cat "$DESKTOP_DIR/quick"
            # Watch the screen until well past the delay: the popup must never map.
            most=0; end=$(( $(date +%s%N) + 2500000000 ))
            while [ "$(date +%s%N)" -lt "$end" ]; do n=$(popups); [ "$n" -gt "$most" ] && most=$n; sleep 0.05; done
            echo "popups at most $most"
            $NOTIFY -p --show-delay 300 --duration infinite Slow
            wait_for '[ "$(popups)" = 1 ]' || exit 1
            echo "after its delay, popups $(popups)"
            """#)
        #expect(
            result.standardOutput == """
                popups before the delay 0
                {"id":1,"reason":"removed","action":null}
                popups at most 0
                2
                after its delay, popups 1

                """, "\(result.standardError)")
    }

    @Test func antiFlickerValuesOutsideTheirRangeAreRefused() async throws {
        let result = try await onDesktop(#"$NOTIFY --show-delay 60001 Hi; echo "status $?"; $NOTIFY --min-visible -1 Hi; echo "status $?""#)
        #expect(
            result.standardError.contains("“60001” for --show-delay: use a whole number of milliseconds from 0 to 60000"), "\(result.standardError)")
        #expect(result.standardError.contains("“-1” for --min-visible"), "\(result.standardError)")
        #expect(result.standardOutput == "status 1\nstatus 1\n")
    }
}
