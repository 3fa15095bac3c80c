// Prints the benchmark figures quoted in closing notes; run with `make bench` (release build).
CoreBenchmarks.run()
