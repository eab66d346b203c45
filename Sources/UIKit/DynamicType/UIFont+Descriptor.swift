extension UIFont {
  /// Matches UIKit: the font `descriptor` describes, at `pointSize` points, or at the
  /// descriptor's size when `pointSize` is 0.
  ///
  /// A text style's descriptor at its own size gives a Dynamic Type font, which views adjusting
  /// for the content size category scale again; with a size of its own it is fixed. A name the
  /// library does not know, or a family other than the system font's, gives the system font.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = Self.font(describedBy: descriptor, size: pointSize)
    self.init(
      face: font.face, fontName: font.fontName, familyName: font.familyName,
      systemTraits: font.systemTraits, scaling: font.scaling)
  }

  /// Matches UIKit: a descriptor of this font: its name, family and size, its weight and bold
  /// and italic traits, and its text style when it is a preferred font.
  public var fontDescriptor: UIFontDescriptor {
    var attributes: [UIFontDescriptor.AttributeName: Any] = [
      .name: fontName, .family: familyName, .size: pointSize,
    ]
    if let scaling, scaling.recipe.isTextStyleFont {
      attributes[.textStyle] = scaling.recipe.style
      attributes[.contentSizeCategory] = scaling.category
    }
    if let systemTraits {
      var symbolic: UIFontDescriptor.SymbolicTraits = []
      if systemTraits.weight.rawValue >= Weight.semibold.rawValue { symbolic.insert(.traitBold) }
      if systemTraits.isItalic { symbolic.insert(.traitItalic) }
      attributes[.traits] = [
        UIFontDescriptor.TraitKey.symbolic: symbolic, .weight: systemTraits.weight,
      ]
    }
    return UIFontDescriptor(fontAttributes: attributes)
  }

  private static func font(describedBy descriptor: UIFontDescriptor, size pointSize: CGFloat)
    -> UIFont
  {
    let attributes = descriptor.fontAttributes
    let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
    let symbolic = descriptor.symbolicTraits
    let slant = (traits[.slant] as? CGFloat) ?? (traits[.slant] as? Double).map { CGFloat($0) }
    let italic = symbolic.contains(.traitItalic) || (slant ?? 0) > 0
    let weight =
      (traits[.weight] as? Weight)
      ?? ((traits[.weight] as? CGFloat) ?? (traits[.weight] as? Double).map { CGFloat($0) })
      .map { Weight($0) }
    let bold = symbolic.contains(.traitBold)
    if let style = attributes[.textStyle] as? TextStyle {
      let category =
        attributes[.contentSizeCategory] as? UIContentSizeCategory
        ?? UIContentSizeCategory.resolved(in: nil)
      let entry = TextStyleTable.entry(for: style, at: .large)
      let base = system(
        ofSize: entry.size, weight: weight ?? (bold ? entry.emphasizedWeight : entry.weight),
        italic: italic)
      let ownSize = TextStyleTable.entry(for: style, at: category).size
      let size = pointSize > 0 ? pointSize : descriptor.pointSize
      guard size <= 0 || size == ownSize else { return base.withSize(size) }
      return DynamicTypeRecipe(style: style, base: base, maximumPointSize: 0, isTextStyleFont: true)
        .font(at: category)
    }
    // Core Text's size when none is given.
    let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
    if let name = attributes[.name] as? String, let named = UIFont(name: name, size: size) {
      return named
    }
    return system(ofSize: size, weight: weight ?? (bold ? .bold : .regular), italic: italic)
  }
}
