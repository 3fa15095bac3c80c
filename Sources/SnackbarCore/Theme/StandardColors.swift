/// Every colour of the standard theme, named, in one place. Each foreground and action colour keeps at
/// least 4.5:1 contrast (WCAG AA) on its surface and each icon colour 3:1 (non-text contrast);
/// `ThemeContrastTests` holds them to it, and to light and dark surfaces far apart.
enum StandardColors {
    // Light variant: pale surfaces tinted by the kind, dark text, the kind's colour in the icon and the
    // actions: calm beside light windows, as the desktop's own popovers are.
    static let lightPositiveSurface = RGBAColor(hex: 0xE7F4EA)
    static let lightPositiveText = RGBAColor(hex: 0x12301C)
    static let lightPositiveAction = RGBAColor(hex: 0x1B6B2F)
    static let lightPositiveIcon = RGBAColor(hex: 0x1B7A3A)
    static let lightWarningSurface = RGBAColor(hex: 0xFCF1D4)
    static let lightWarningText = RGBAColor(hex: 0x3A2A00)
    static let lightWarningAction = RGBAColor(hex: 0x7A4A00)
    static let lightWarningIcon = RGBAColor(hex: 0xB36B00)
    static let lightNegativeSurface = RGBAColor(hex: 0xFCE9EB)
    static let lightNegativeText = RGBAColor(hex: 0x470D14)
    static let lightNegativeAction = RGBAColor(hex: 0xA51D2D)
    static let lightNegativeIcon = RGBAColor(hex: 0xC01C28)
    static let lightInfoSurface = RGBAColor(hex: 0xE8F0FB)
    static let lightInfoText = RGBAColor(hex: 0x14294A)
    static let lightInfoAction = RGBAColor(hex: 0x1A5FB4)
    static let lightInfoIcon = RGBAColor(hex: 0x1C71D8)
    static let lightNeutralSurface = RGBAColor(hex: 0xFAFAFB)
    static let lightNeutralText = RGBAColor(hex: 0x241F31)
    static let lightNeutralAction = RGBAColor(hex: 0x1A5FB4)
    static let lightNeutralIcon = RGBAColor(hex: 0x5E5C64)
    /// A dark hairline: separates a pale surface from a white window behind it.
    static let lightBorder = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.18)

    // Dark variant: deep surfaces barely tinted by the kind, soft light text, lighter accents: no glare
    // on a dark desktop, and never mistaken for the light variant.
    static let darkPositiveSurface = RGBAColor(hex: 0x1F3327)
    static let darkPositiveText = RGBAColor(hex: 0xE3F4E8)
    static let darkPositiveAction = RGBAColor(hex: 0x8FF0A4)
    static let darkPositiveIcon = RGBAColor(hex: 0x57E389)
    static let darkWarningSurface = RGBAColor(hex: 0x3B321E)
    static let darkWarningText = RGBAColor(hex: 0xFBF0D2)
    static let darkWarningAction = RGBAColor(hex: 0xF8E45C)
    static let darkWarningIcon = RGBAColor(hex: 0xF6D32D)
    static let darkNegativeSurface = RGBAColor(hex: 0x3E2226)
    static let darkNegativeText = RGBAColor(hex: 0xFCE5E8)
    static let darkNegativeAction = RGBAColor(hex: 0xFFA3AB)
    static let darkNegativeIcon = RGBAColor(hex: 0xFF7B87)
    static let darkInfoSurface = RGBAColor(hex: 0x1F2B3D)
    static let darkInfoText = RGBAColor(hex: 0xE6EEFA)
    static let darkInfoAction = RGBAColor(hex: 0x99C1F1)
    static let darkInfoIcon = RGBAColor(hex: 0x62A0EA)
    static let darkNeutralSurface = RGBAColor(hex: 0x2D2D30)
    static let darkNeutralText = RGBAColor(hex: 0xF6F5F4)
    static let darkNeutralAction = RGBAColor(hex: 0x99C1F1)
    static let darkNeutralIcon = RGBAColor(hex: 0xC0BFBC)
    /// A faint light hairline: separates a surface from a dark window behind it.
    static let darkBorder = RGBAColor(red: 255, green: 255, blue: 255, alpha: 0.12)
}
