/// Something the large content viewer can show: a title, an image, or both, as UIKit's
/// `UILargeContentViewerItem` (iOS 13).
///
/// Every ``UIView`` is one, with settable properties; adopt the protocol directly for content
/// that is not a view, and return it from
/// ``UILargeContentViewerInteractionDelegate/largeContentViewerInteraction(_:itemAt:)``.
///
/// ```swift
/// let rating = StarsView()
/// rating.showsLargeContentViewer = true
/// rating.largeContentTitle = "4 stars"
/// toolbar.addInteraction(UILargeContentViewerInteraction())
/// ```
@preconcurrency @MainActor
public protocol UILargeContentViewerItem: AnyObject {
  /// Matches UIKit: whether a long press over the item shows it in the large content viewer.
  /// Only content that cannot grow with Dynamic Type should say `true`.
  var showsLargeContentViewer: Bool { get }
  /// Matches UIKit: the text the viewer shows, below the image if there is one.
  var largeContentTitle: String? { get }
  /// Matches UIKit: the image the viewer shows, above the title if there is one.
  var largeContentImage: UIImage? { get }
  /// Matches UIKit: whether the viewer scales the image up to its image area.
  var scalesLargeContentImage: Bool { get }
  /// Matches UIKit: insets that move the image within the viewer so that it looks centred.
  var largeContentImageInsets: UIEdgeInsets { get }
}

extension UIView: UILargeContentViewerItem {}
