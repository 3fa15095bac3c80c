extension Palette {
    /// The standard palette for light desktops.
    public static let standardLight = Palette(
        positive: KindPalette(
            background: StandardColors.lightPositiveSurface,
            foreground: StandardColors.lightPositiveText,
            action: StandardColors.lightPositiveAction,
            icon: StandardColors.lightPositiveIcon,
            border: StandardColors.lightBorder
        ),
        warning: KindPalette(
            background: StandardColors.lightWarningSurface,
            foreground: StandardColors.lightWarningText,
            action: StandardColors.lightWarningAction,
            icon: StandardColors.lightWarningIcon,
            border: StandardColors.lightBorder
        ),
        negative: KindPalette(
            background: StandardColors.lightNegativeSurface,
            foreground: StandardColors.lightNegativeText,
            action: StandardColors.lightNegativeAction,
            icon: StandardColors.lightNegativeIcon,
            border: StandardColors.lightBorder
        ),
        info: KindPalette(
            background: StandardColors.lightInfoSurface,
            foreground: StandardColors.lightInfoText,
            action: StandardColors.lightInfoAction,
            icon: StandardColors.lightInfoIcon,
            border: StandardColors.lightBorder
        ),
        neutral: KindPalette(
            background: StandardColors.lightNeutralSurface,
            foreground: StandardColors.lightNeutralText,
            action: StandardColors.lightNeutralAction,
            icon: StandardColors.lightNeutralIcon,
            border: StandardColors.lightBorder
        )
    )

    /// The standard palette for dark desktops.
    public static let standardDark = Palette(
        positive: KindPalette(
            background: StandardColors.darkPositiveSurface,
            foreground: StandardColors.darkPositiveText,
            action: StandardColors.darkPositiveAction,
            icon: StandardColors.darkPositiveIcon,
            border: StandardColors.darkBorder
        ),
        warning: KindPalette(
            background: StandardColors.darkWarningSurface,
            foreground: StandardColors.darkWarningText,
            action: StandardColors.darkWarningAction,
            icon: StandardColors.darkWarningIcon,
            border: StandardColors.darkBorder
        ),
        negative: KindPalette(
            background: StandardColors.darkNegativeSurface,
            foreground: StandardColors.darkNegativeText,
            action: StandardColors.darkNegativeAction,
            icon: StandardColors.darkNegativeIcon,
            border: StandardColors.darkBorder
        ),
        info: KindPalette(
            background: StandardColors.darkInfoSurface,
            foreground: StandardColors.darkInfoText,
            action: StandardColors.darkInfoAction,
            icon: StandardColors.darkInfoIcon,
            border: StandardColors.darkBorder
        ),
        neutral: KindPalette(
            background: StandardColors.darkNeutralSurface,
            foreground: StandardColors.darkNeutralText,
            action: StandardColors.darkNeutralAction,
            icon: StandardColors.darkNeutralIcon,
            border: StandardColors.darkBorder
        )
    )
}
