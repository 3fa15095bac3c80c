import SnackbarGlue
import Synchronization
import Testing

/// A serial `WorkQueue` runs its work in the order given, one at a time, and releases each closure once.
struct WorkQueueTests {
    @Test func aSerialQueueRunsItsWorkInOrderAndSyncWaitsForAllOfIt() {
        let queue = WorkQueue(label: "test.serial")
        let order = Mutex<[Int]>([])
        let running = Atomic(0)
        let overlapped = Atomic(false)
        for index in 0..<2_000 {
            queue.async {
                if running.add(1, ordering: .relaxed).newValue > 1 { overlapped.store(true, ordering: .relaxed) }
                order.withLock { $0.append(index) }
                running.subtract(1, ordering: .relaxed)
            }
        }
        queue.sync()
        let ranInOrder = order.withLock { $0 } == Array(0..<2_000)
        let ranAlone = !overlapped.load(ordering: .relaxed)
        #expect(ranInOrder && ranAlone)
    }

    @Test func eachClosureIsReleasedOnceAfterItRan() {
        let counter = ReleaseCounter()
        let queue = WorkQueue(label: "test.release")
        let runs = Mutex(0)
        for _ in 0..<100 {
            queue.async { [witness = counter.witness()] in
                _ = witness
                runs.withLock { $0 += 1 }
            }
        }
        let ranInside = Mutex(false)
        queue.sync { ranInside.withLock { $0 = true } }
        let (ran, inside) = (runs.withLock { $0 }, ranInside.withLock { $0 })
        #expect(ran == 100 && inside)
        #expect(counter.count == 100)
    }
}
