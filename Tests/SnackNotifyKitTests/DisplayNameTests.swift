import SnackNotifyKit
import Testing

@Suite("X display names compared as the service compares its own with a caller's")
struct DisplayNameTests {
    @Test(arguments: [(":0", ":0.0"), (":99", ":99"), ("unix:1", ":1.0"), ("host:10.0", "host:10.1"), ("wayland-0", ":0")])
    func theSameDisplay(first: String, second: String) {
        #expect(DisplayName.same(first, second))
    }

    @Test(arguments: [(":0", ":1"), (":99", ":77.0"), ("host:10", ":10"), (":1", ":10")])
    func differentDisplays(first: String, second: String) {
        #expect(!DisplayName.same(first, second))
    }
}
