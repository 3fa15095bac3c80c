import Testing

/// Runs `script` on a private session bus of its own, `$NOTIFY` being the client. The bus is
/// started here rather than by `dbus-run-session`, whose daemon can outlive it holding our pipes.
func onPrivateBus(_ script: String) throws -> NotifyProcess.Result {
    try NotifyProcess.run(shell: """
        d=$(mktemp -d)
        dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$d/address" 4>"$d/pid" </dev/null >/dev/null 2>&1
        export DBUS_SESSION_BUS_ADDRESS=$(cat "$d/address")
        ( \(script) )
        status=$?
        kill $(cat "$d/pid"); rm -r "$d"
        exit $status
        """)
}

@Suite("The client and the popup service, on a private session bus")
struct ServiceTests {
    @Test func callsShareOneServiceAndItsIds() throws {
        let result = try onPrivateBus(#"$NOTIFY -p --duration infinite one && $NOTIFY -p --duration infinite two"#)
        #expect(result.standardOutput == "1\n2\n")
        #expect(result.status == 0)
    }

    @Test func replaceKeepsTheId() throws {
        let result = try onPrivateBus(#"$NOTIFY -p --duration infinite first && $NOTIFY -p -r 1 second"#)
        #expect(result.standardOutput == "1\n1\n")
    }

    @Test func sameTagKeepsTheId() throws {
        let result = try onPrivateBus(#"$NOTIFY -p --id vol -h int:value:10 Volume && $NOTIFY -p -h string:x-dunst-stack-tag:vol -h int:value:20 Volume"#)
        #expect(result.standardOutput == "1\n1\n")
    }

    @Test func jsonWithoutWaitReportsShown() throws {
        let result = try onPrivateBus(#"$NOTIFY --json Hello"#)
        #expect(result.standardOutput == "{\"id\":1,\"reason\":\"shown\",\"action\":null}\n")
    }

    @Test func waitingReportsTheTimeout() throws {
        let result = try onPrivateBus(#"$NOTIFY --wait --json --duration 1 Brief"#)
        #expect(result.standardOutput == "{\"id\":1,\"reason\":\"timeout\",\"action\":null}\n")
        #expect(result.status == 0)
    }

    @Test func interruptWhileWaitingClosesThePopupLikeNotifySend() throws {
        let result = try onPrivateBus(
            #"$NOTIFY --wait --json --duration infinite Pending 2>&1 & sleep 1; kill -INT $!; wait $!; echo "status $?""#)
        #expect(result.standardOutput
            == "Wait cancelled, closing notification\n{\"id\":1,\"reason\":\"cancelled\",\"action\":null}\nstatus 0\n")
    }

    @Test func followUpdatesOnePopupUntilEndOfInput() throws {
        let result = try onPrivateBus(
            #"printf "Copying\n{\"progress\":0.5}\n{\"message\":\"Done\",\"kind\":\"positive\"}\n" | $NOTIFY --follow --json -p; $NOTIFY -p next"#)
        #expect(result.standardOutput == "{\"id\":1,\"reason\":\"removed\",\"action\":null}\n2\n")
    }

    @Test func withoutSessionBusEachCallRendersAloneAndSaysSo() throws {
        let result = try NotifyProcess.run(
            ["--verbose", "-p", "Alone"], environment: ["DBUS_SESSION_BUS_ADDRESS": nil, "XDG_RUNTIME_DIR": "/nonexistent"])
        #expect(result.standardOutput == "1\n")
        #expect(result.standardError.contains("no session bus: the popup renders in a process of its own"))
        #expect(result.status == 0)
    }

    @Test func aServiceThatCannotStartExitsTwo() throws {
        let result = try NotifyProcess.run(
            ["Hello"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": nil, "XDG_RUNTIME_DIR": "/nonexistent", "SNACK_NOTIFYD": "/no/such/service"])
        #expect(result.standardError == "Cannot start the popup service /no/such/service: No such file or directory\n")
        #expect(result.status == 2)
    }
}
