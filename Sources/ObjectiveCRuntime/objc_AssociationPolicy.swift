// swift-format-ignore: TypeNamesShouldBeCapitalized
/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`.
///
/// There are no threads to guard against in a value's own setter here, so the atomic and
/// non-atomic policies behave alike; what differs is whether the object keeps the value alive.
public enum objc_AssociationPolicy: UInt, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The object does not keep the value alive; it reads as `nil` once the value is released.
  /// (The runtime's unretained reference would dangle instead.)
  case OBJC_ASSOCIATION_ASSIGN = 0
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The object keeps the value alive.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The object keeps the value alive. Swift values are copied when stored anyway; a class
  /// instance is kept as it is, since there is no `NSCopying` to ask for a copy.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The object keeps the value alive.
  case OBJC_ASSOCIATION_RETAIN = 769
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The object keeps the value alive, as `OBJC_ASSOCIATION_COPY_NONATOMIC` does.
  case OBJC_ASSOCIATION_COPY = 771
}
