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
  /// Names match regardless of case, as iOS matches them (`"roboto-medium"` finds
  /// `Roboto-Medium`); the answer carries the font's own spelling. `nil` when no font has the
  /// name, as `UIFont(name:size:)` answers.
  package func font(named name: String) -> (file: String, name: String, family: String)? {
    let wanted = name.lowercased()
    let matches = { (names: [String]) in names.contains { $0.lowercased() == wanted } }
    if let entry = Self.bundledFonts.first(where: { matches($0.names) }) {
      return (entry.file, entry.names[0], entry.family)
    }
    if let entry = registeredFont(where: matches) {
      return (entry.path, entry.names[0], entry.family)
    }
    guard let inter = SystemFonts.interFaceNames.first(where: { $0.lowercased() == wanted })
    else { return nil }
    let path = SystemFonts.interDirectory + inter + ".otf"
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return (path, inter, "Inter")
  }
}
