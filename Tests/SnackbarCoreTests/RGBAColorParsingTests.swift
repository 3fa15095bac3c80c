import Testing

@testable import SnackbarCore

@Suite("RGBAColor parsing")
struct RGBAColorParsingTests {
    @Test("#rgb doubles each digit")
    func shortHex() throws {
        let color = try RGBAColor(parsing: "#1aF", field: "f")
        #expect(color == RGBAColor(red: 0x11, green: 0xAA, blue: 0xFF))
    }

    @Test("#rrggbb is opaque")
    func longHex() throws {
        let color = try RGBAColor(parsing: "#1E7B34", field: "f")
        #expect(color == RGBAColor(red: 30, green: 123, blue: 52, alpha: 1))
    }

    @Test("#rrggbbaa carries alpha as a fraction of 255")
    func hexWithAlpha() throws {
        let color = try RGBAColor(parsing: "#00000080", field: "f")
        #expect(color.red == 0 && color.green == 0 && color.blue == 0)
        #expect(abs(color.alpha - 128.0 / 255) < 1e-12)
    }

    @Test("rgb() and rgba() tolerate whitespace and case")
    func functions() throws {
        #expect(try RGBAColor(parsing: "  RGB( 255 ,0,  16 ) ", field: "f") == RGBAColor(red: 255, green: 0, blue: 16))
        #expect(
            try RGBAColor(parsing: "rgba(10, 20, 30, 0.25)", field: "f")
                == RGBAColor(red: 10, green: 20, blue: 30, alpha: 0.25))
        #expect(try RGBAColor(parsing: "rgba (1,2,3,.5)", field: "f").alpha == 0.5)
        #expect(try RGBAColor(parsing: "Rgba(1,2,3,1)", field: "f").isOpaque)
    }

    @Test("percentages are accepted for channels and alpha")
    func percentages() throws {
        let color = try RGBAColor(parsing: "rgba(100%, 50%, 0%, 40%)", field: "f")
        #expect(color == RGBAColor(red: 255, green: 128, blue: 0, alpha: 0.4))
    }

    @Test(
        "bad colours throw invalidColor naming the field and the text as given",
        arguments: [
            "", "   ", "#", "#12", "#1234", "#12345", "#1234567", "#ggg", "#ｆｆｆ", "123456",
            "red", "rgb(1,2)", "rgb(1,2,3,4)", "rgba(1,2,3)", "rgb(256,0,0)", "rgb(-1,0,0)",
            "rgb(1e2,0,0)", "rgb(nan,0,0)", "rgb(inf,0,0)", "rgba(0,0,0,1.5)", "rgb(1,2,3",
            "rgb(1,,3)", "rgb(101%,0,0)", "hsl(0,0%,0%)", "rgb(0x10,0,0)", "# 123"
        ]
    )
    func rejects(text: String) {
        #expect(throws: SnackError.invalidColor(field: "neutral.background", value: text)) {
            try RGBAColor(parsing: text, field: "neutral.background")
        }
    }

    @Test("the error message names field and value")
    func errorText() {
        let error = SnackError.invalidColor(field: "info.action", value: "#12")
        #expect(error.description.contains("info.action"))
        #expect(error.description.contains("'#12'"))
    }

    @Test("css writes opaque colours as #rrggbb and translucent ones as rgba()")
    func cssText() throws {
        #expect(RGBAColor(hex: 0x1E7B34).css == "#1e7b34")
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3).css == "rgba(0,0,0,0.3)")
        #expect(RGBAColor(red: 1, green: 2, blue: 3, alpha: 1.0 / 3).css == "rgba(1,2,3,0.333)")
        for text in ["#0a0b0c", "rgba(9,8,7,0.5)"] {
            #expect(try RGBAColor(parsing: text, field: "f").css == text)
        }
    }

    @Test("the memberwise initialiser clamps out-of-range values")
    func clamps() {
        let color = RGBAColor(red: 300, green: -4, blue: 12, alpha: 7)
        #expect(color == RGBAColor(red: 255, green: 0, blue: 12, alpha: 1))
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: .nan).alpha == 1)
    }
}
