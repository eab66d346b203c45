/// What kind of container an object is, as `UIAccessibilityContainerType`.
public enum UIAccessibilityContainerType: Int, Sendable {
  /// Not a container of note.
  case none = 0
  /// A table of rows and columns.
  case dataTable = 1
  /// An ordered list.
  case list = 2
  /// A landmark a person can jump to.
  case landmark = 3
  /// A group whose elements belong together (iOS 13).
  case semanticGroup = 4
}
