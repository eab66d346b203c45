/// A behaviour that a view takes on when it is added to the view's ``UIView/interactions``,
/// as UIKit's `UIInteraction` (iOS 11): a context menu (``UIContextMenuInteraction``), and in
/// UIKit drag and drop, pointer effects and the like.
///
/// The view tells the interaction before and after it adds or removes it; the interaction keeps
/// the view itself, usually in ``didMove(to:)``, and installs whatever it needs there (gesture
/// recognizers, for example).
///
/// ```swift
/// final class Highlight: UIInteraction {
///   private(set) weak var view: UIView?
///   func willMove(to view: UIView?) {}
///   func didMove(to view: UIView?) { self.view = view }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// Matches UIKit: the view that holds the interaction, or `nil` while it is on none.
  var view: UIView? { get }

  /// Matches UIKit: the view is about to add the interaction (`view` is that view) or to remove
  /// it (`view` is `nil`).
  func willMove(to view: UIView?)

  /// Matches UIKit: the view has added the interaction (`view` is that view) or removed it
  /// (`view` is `nil`).
  func didMove(to view: UIView?)
}
