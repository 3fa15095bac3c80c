import Testing

extension DesktopTests.ServiceTests {
    /// A burst of identical calls folds into one popup: one window, every client answered with its id
    /// and, waiting, with its end. (1 000 calls by hand: see the report of issue 16.)
    @Test func aBurstOfTheSameCallFoldsIntoOnePopupAndAnswersEveryCall() async throws {
        let result = try await onDesktop(
            #"""
            out="$DESKTOP_DIR/flood"; rm -rf "$out"; mkdir "$out"
            $NOTIFY -p --duration infinite Other > "$out/other"
            pids=""
            for i in $(seq 200); do $NOTIFY --wait --json --duration 3 Flood > "$out/$i" 2>&1 & pids="$pids $!"; done
            wait_for '[ "$(popups)" = 2 ]' 20 || exit 1
            # The most popups seen at once until every client has its answer.
            all_exited() { for p in $pids; do exited $p || return 1; done; }
            most=0
            while ! all_exited; do
                n=$(popups); [ "$n" -gt "$most" ] && most=$n; sleep 0.05
            done
            echo "popups at most $most"
            wait $pids
            cat "$out"/[0-9]* | sort | uniq -c | sed 's/^ *//'
            cat "$out/other"
            """#)
        #expect(
            result.standardOutput == """
                popups at most 2
                200 {"id":2,"reason":"timeout","action":null}
                1

                """, "\(result.standardError)")
    }

    @Test func differentCallsInABurstKeepTheirOwnPopups() async throws {
        let result = try await onDesktop(
            #"$NOTIFY -p --duration infinite A && $NOTIFY -p --duration infinite B && $NOTIFY -p --duration infinite A && echo "popups $(popups)""#)
        #expect(result.standardOutput == "1\n2\n1\npopups 2\n")
    }
}
