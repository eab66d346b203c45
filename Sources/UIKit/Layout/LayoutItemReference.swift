/// What a constraint keeps of its items: a stand-in that reads `nil` once the item is gone.
///
/// UIKit's constraints do not retain their items, and code asks `firstItem` of constraints whose
/// views may have gone. A Swift `weak` reference gives that, but the first one made to an object
/// moves the object's reference count into a side table, and every later retain and release of
/// it takes the runtime's slow path. Layout retains each view many times per pass, so constrained
/// views paid for it on every pass: about a third of a resize and of a build
/// (`LayoutBenchmark`, before this type).
///
/// So a view or guide owns one reference, made when it first becomes a constraint's item, and
/// clears it as it deallocates (`itemDidDeallocate()`); constraints hold the reference strongly.
/// Any other object (UIKit's items are only views and layout guides) is held weakly.
@MainActor
final class LayoutItemReference {
  /// The view or layout guide. Not retained: its owner clears it in `deinit`.
  private unowned(unsafe) var owner: AnyObject?
  /// An item that is neither a view nor a guide.
  private weak var foreign: AnyObject?

  private init(owner: AnyObject?, foreign: AnyObject?) {
    self.owner = owner
    self.foreign = foreign
  }

  /// The item, or `nil` once it has deallocated.
  var item: AnyObject? { owner ?? foreign }

  /// The reference for `object`: its own for a view or a guide, a new weak one otherwise.
  static func to(_ object: AnyObject) -> LayoutItemReference {
    switch object {
    case let view as UIView: view.layoutItemReference
    case let guide as UILayoutGuide: guide.layoutItemReference
    default: LayoutItemReference(owner: nil, foreign: object)
    }
  }

  /// A view's or guide's own reference.
  static func owned(by object: AnyObject) -> LayoutItemReference {
    LayoutItemReference(owner: object, foreign: nil)
  }

  /// Called by the owner's `deinit`: constraints that outlive it read `nil`.
  func itemDidDeallocate() {
    owner = nil
  }
}
