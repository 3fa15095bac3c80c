/// Every colour of the standard theme, named, in one place. Each foreground and action colour
/// keeps at least 4.5:1 contrast (WCAG AA) on its surface; `ThemeContrastTests` holds them to it.
enum StandardColors {
    // Light variant: saturated surfaces that read on a white desktop; neutral is a dark slate.
    static let lightPositiveSurface = RGBAColor(hex: 0x1B6B2F)
    static let lightPositiveText = RGBAColor(hex: 0xFFFFFF)
    static let lightPositiveAction = RGBAColor(hex: 0xD6FADF)
    static let lightWarningSurface = RGBAColor(hex: 0xF5C211)
    static let lightWarningText = RGBAColor(hex: 0x2B2200)
    static let lightWarningAction = RGBAColor(hex: 0x5C3600)
    static let lightNegativeSurface = RGBAColor(hex: 0xC01C28)
    static let lightNegativeText = RGBAColor(hex: 0xFFFFFF)
    static let lightNegativeAction = RGBAColor(hex: 0xFFE3E5)
    static let lightInfoSurface = RGBAColor(hex: 0x1C5FBD)
    static let lightInfoText = RGBAColor(hex: 0xFFFFFF)
    static let lightInfoAction = RGBAColor(hex: 0xDBEAFF)
    static let lightNeutralSurface = RGBAColor(hex: 0x2E3436)
    static let lightNeutralText = RGBAColor(hex: 0xF6F5F4)
    static let lightNeutralAction = RGBAColor(hex: 0x99C1F1)
    /// A faint dark hairline: separates a surface from a white window behind it.
    static let lightBorder = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.14)

    // Dark variant: deeper surfaces with softer text, so a snack does not glare on a dark desktop.
    static let darkPositiveSurface = RGBAColor(hex: 0x1A5C2E)
    static let darkPositiveText = RGBAColor(hex: 0xEAFFF0)
    static let darkPositiveAction = RGBAColor(hex: 0x8FF0A4)
    static let darkWarningSurface = RGBAColor(hex: 0xD49A0F)
    static let darkWarningText = RGBAColor(hex: 0x1F1600)
    static let darkWarningAction = RGBAColor(hex: 0x3D2500)
    static let darkNegativeSurface = RGBAColor(hex: 0x9C1B27)
    static let darkNegativeText = RGBAColor(hex: 0xFFF0F1)
    static let darkNegativeAction = RGBAColor(hex: 0xFFC7CC)
    static let darkInfoSurface = RGBAColor(hex: 0x1A4F9C)
    static let darkInfoText = RGBAColor(hex: 0xEEF5FF)
    static let darkInfoAction = RGBAColor(hex: 0xB8D5FF)
    static let darkNeutralSurface = RGBAColor(hex: 0x3D4345)
    static let darkNeutralText = RGBAColor(hex: 0xF6F5F4)
    static let darkNeutralAction = RGBAColor(hex: 0x9CC4F5)
    /// A faint light hairline: separates a surface from a dark window behind it.
    static let darkBorder = RGBAColor(red: 255, green: 255, blue: 255, alpha: 0.12)
}
