/// Formats numbers for CSS text without Foundation: no exponent, at most three decimals, no trailing zeros.
enum CSSNumber {
    /// `12` → "12", `0.5` → "0.5", `10.25` → "10.25", `1/3` → "0.333".
    static func format(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(whole) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: digits - fractionText.count)
        return sign + String(whole) + "." + padding + fractionText
    }
}
