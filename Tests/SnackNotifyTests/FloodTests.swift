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

    /// One of two folded waiting calls interrupted (Ctrl-C) gives up its share only: it hears `cancelled`, the
    /// popup stays for the other call (still waiting once a later call's popup is up), which hears the
    /// popup's own end.
    @Test func anInterruptedFoldedCallLeavesThePopupToTheOther() async throws {
        let result = try await onDesktop(
            #"""
            $NOTIFY --wait --json --duration infinite Folded > "$DESKTOP_DIR/one" & one=$!
            wait_for "waiting $one"
            $NOTIFY --wait --json --duration infinite Folded > "$DESKTOP_DIR/two" & two=$!
            wait_for "waiting $two"
            kill -INT $one; wait $one; echo "one $?"; cat "$DESKTOP_DIR/one"
            $NOTIFY -p --duration infinite Later > /dev/null
            exited $two || [ -s "$DESKTOP_DIR/two" ] || echo "two waits"
            $NOTIFY --close 1; wait $two; echo "two $?"; cat "$DESKTOP_DIR/two"
            """#)
        #expect(
            result.standardOutput == """
                one 0
                {"id":1,"reason":"cancelled","action":null}
                two waits
                two 0
                {"id":1,"reason":"removed","action":null}

                """, "\(result.standardError)")
    }

    /// The same question with other answers is another popup: a folded call would hear back an action of
    /// the other call's, which it never offered. The same question with the same answers folds.
    @Test func callsOfferingOtherActionsKeepTheirOwnPopups() async throws {
        let result = try await onDesktop(
            #"""
            out="$DESKTOP_DIR/asks"; mkdir -p "$out"
            $NOTIFY -p --duration infinite -A delete=Delete "Proceed?" > "$out/1" &
            wait_for '[ "$(popups)" = 1 ]' || exit 1
            $NOTIFY -p --duration infinite -A keep=Keep "Proceed?" > "$out/2" &
            wait_for '[ "$(popups)" = 2 ]' || exit 1
            $NOTIFY -p --duration infinite -A keep=Keep "Proceed?" > "$out/3" &
            $NOTIFY -p --duration infinite -A keep=Undo "Proceed?" > "$out/4" &
            wait_for '[ "$(popups)" = 3 ] && [ -s "$out/3" ] && [ -s "$out/4" ]' || exit 1
            echo "popups $(popups); ids $(head -qn1 "$out/1" "$out/2" "$out/3" "$out/4" | sort -n | tr '\n' ' ')"
            $NOTIFY --close-all > /dev/null
            """#)
        #expect(result.standardOutput == "popups 3; ids 1 2 2 3 \n", "\(result.standardError)")
    }

    /// Names and labels are kept apart whatever they hold: a name that ends in a label's first letters is
    /// not the same action.
    @Test func actionsThatOnlyJoinAlikeDoNotFold() async throws {
        let result = try await onDesktop(
            #"""
            $NOTIFY -p --duration infinite -A "$(printf 'x\001y=z')" "Same?" > /dev/null &
            wait_for '[ "$(popups)" = 1 ]' || exit 1
            $NOTIFY -p --duration infinite -A "$(printf 'x=y\001z')" "Same?" > /dev/null &
            wait_for '[ "$(popups)" = 2 ]' && echo "popups 2"
            $NOTIFY --close-all > /dev/null
            """#)
        #expect(result.standardOutput == "popups 2\n", "\(result.standardError)")
    }

    @Test func differentCallsInABurstKeepTheirOwnPopups() async throws {
        let result = try await onDesktop(
            #"$NOTIFY -p --duration infinite A && $NOTIFY -p --duration infinite B && $NOTIFY -p --duration infinite A && echo "popups $(popups)""#)
        #expect(result.standardOutput == "1\n2\n1\npopups 2\n")
    }
}

extension DesktopTests.ServiceTests {
    /// A flood of distinct calls keeps the newest 100 waiting: the oldest waiting popup ends unseen, as timed
    /// out long before its 60 s, and the history keeps it.
    @Test func aFloodOfDistinctCallsEndsTheOldestWaitingPopupUnseen() async throws {
        let result = try await onDesktop(
            #"""
            for i in 1 2 3; do $NOTIFY --duration 60 "Shown $i" > /dev/null || exit 1; done
            oldest=$($NOTIFY -p --duration 60 "Oldest waiting") || exit 1
            for i in $(seq 100); do $NOTIFY --duration 60 "Newer $i" > /dev/null || exit 1; done
            wait_for '$NOTIFY --history | grep -q "Oldest waiting"' 20 || exit 1
            $NOTIFY --history | grep "Oldest waiting" | sed "s/^$oldest\t/ID\t/"
            echo "popups $(popups), the oldest's $(xdotool search --name "^snackbar: popup-$oldest\$" | wc -l)"
            $NOTIFY --close-all > /dev/null
            """#)
        #expect(
            result.standardOutput == "ID\t\t\tOldest waiting\tnormal\ttimeout\t\npopups 3, the oldest's 0\n",
            "\(result.standardOutput)\(result.standardError)")
    }
}
