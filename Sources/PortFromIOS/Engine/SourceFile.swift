/// A Swift file the porter reads and may rewrite: its path, as the caller names it, and its text.
package struct SourceFile: Sendable, Equatable {
  /// Where the file is, as the caller gave it; used only to name the file in notes.
  package var path: String
  /// The file's contents.
  package var text: String

  /// Makes a file from its path and text.
  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
