extension FontLibrary {
  /// The fonts in `Assets/Fonts`, with the names `UIFont(name:size:)` and a text layer's
  /// `font` accept.
  package static let bundledFonts: [(file: String, names: [String], family: String)] = [
    (
      bundledRegularFile,
      ["NanumSquareRoundR", "NanumSquareRound Regular", "NanumSquareRound"],
      "NanumSquareRound"
    ),
    (bundledBoldFile, ["NanumSquareRoundB", "NanumSquareRound Bold"], "NanumSquareRound"),
  ]

  /// The font file a font name finds, with its PostScript-style name and family: a bundled
  /// font, then a registered one, then one of Inter's installed faces (`Inter-SemiBold`).
  /// `nil` when no font has the name, as `UIFont(name:size:)` answers.
  ///
  /// A name that matches none exactly matches one that differs only in case, as Core Text's
  /// lookup does: `roboto-medium` finds `Roboto-Medium`.
  package func font(named name: String) -> (file: String, name: String, family: String)? {
    for matches in [{ (known: String) in known == name }, { $0.lowercased() == name.lowercased() }]
    {
      if let entry = Self.bundledFonts.first(where: { $0.names.contains(where: matches) }) {
        return (entry.file, entry.names[0], entry.family)
      }
      if let entry = registeredFonts.first(where: { $0.names.contains(where: matches) }) {
        return (entry.path, entry.names[0], entry.family)
      }
    }
    let path = SystemFonts.interDirectory + name + ".otf"
    guard name.hasPrefix("Inter-"), !name.contains("/"),
      FileManager.default.fileExists(atPath: path)
    else { return nil }
    return (path, name, "Inter")
  }
}
