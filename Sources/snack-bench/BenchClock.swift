/// Times a body several times and reports the median, since the machines are shared and noisy.
enum BenchClock {
    /// Median seconds per run of `body` over `runs` runs; `setUp` runs untimed before each.
    static func median<State>(runs: Int = 7, setUp: () -> State, _ body: (inout State) -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            var state = setUp()
            let clock = ContinuousClock()
            let start = clock.now
            body(&state)
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// One result line: name, operations per second, nanoseconds per operation.
    static func report(_ name: String, operations: Int, seconds: Double) {
        let perSecond = Double(operations) / seconds
        let nanos = seconds / Double(operations) * 1e9
        print("\(name)  \(format(perSecond / 1e6)) M ops/s  \(format(nanos)) ns/op")
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
