@_implementationOnly import CCairo

/// How drawing combines with what is already there, as Core Graphics' `CGBlendMode`.
public enum CGBlendMode: Int32, Sendable {
  /// Source over destination.
  case normal = 0
  /// Matches Core Graphics' multiply.
  case multiply
  /// Matches Core Graphics' screen.
  case screen
  /// Matches Core Graphics' overlay.
  case overlay
  /// Matches Core Graphics' darken.
  case darken
  /// Matches Core Graphics' lighten.
  case lighten
  /// Matches Core Graphics' colour dodge.
  case colorDodge
  /// Matches Core Graphics' colour burn.
  case colorBurn
  /// Matches Core Graphics' soft light.
  case softLight
  /// Matches Core Graphics' hard light.
  case hardLight
  /// Matches Core Graphics' difference.
  case difference
  /// Matches Core Graphics' exclusion.
  case exclusion
  /// Matches Core Graphics' hue.
  case hue
  /// Matches Core Graphics' saturation.
  case saturation
  /// Matches Core Graphics' colour.
  case color
  /// Matches Core Graphics' luminosity.
  case luminosity
  /// Clears what is drawn over.
  case clear
  /// Replaces what is drawn over.
  case copy
  /// Source where the destination is.
  case sourceIn
  /// Source where the destination is not.
  case sourceOut
  /// Source over the destination, only where the destination is.
  case sourceAtop
  /// Destination over the source.
  case destinationOver
  /// Destination where the source is.
  case destinationIn
  /// Destination where the source is not.
  case destinationOut
  /// Destination over the source, only where the source is.
  case destinationAtop
  /// Source or destination, not both.
  case xor
  /// Darker sum; drawn as a saturating add here.
  case plusDarker
  /// The sum of source and destination.
  case plusLighter

  /// The cairo operator that does the same.
  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusDarker: CAIRO_OPERATOR_SATURATE
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}

/// What `drawPath(using:)` does with the current path, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fills by the non-zero winding rule.
  case fill = 0
  /// Fills by the even-odd rule.
  case eoFill
  /// Strokes.
  case stroke
  /// Fills (non-zero), then strokes.
  case fillStroke
  /// Fills (even-odd), then strokes.
  case eoFillStroke
}

/// How images are resampled when drawn scaled, as Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default (bilinear here).
  case `default` = 0
  /// Nearest neighbour.
  case none = 1
  /// Bilinear.
  case low = 2
  /// Bilinear.
  case medium = 4
  /// The best cairo has.
  case high = 3

  var cairoFilter: cairo_filter_t {
    switch self {
    case .none: CAIRO_FILTER_NEAREST
    case .high: CAIRO_FILTER_BEST
    default: CAIRO_FILTER_BILINEAR
    }
  }
}
