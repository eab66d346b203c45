import Foundation

/// A view that prints the fields UIKit's `UIScrollView` adds to its description: every scroll
/// view, and the stand-ins for UIKit's private scroll views that are plain views here (the page
/// view controller's `_UIQueuingScrollView`).
@MainActor
protocol ScrollViewDescribing: UIView {
  /// The point of the content at the view's top left corner.
  var contentOffset: CGPoint { get }
  /// The size of the content.
  var contentSize: CGSize { get }
  /// The content's insets, the automatic part included.
  var adjustedContentInset: UIEdgeInsets { get }
}

extension UIScrollView: ScrollViewDescribing {}

extension ScrollViewDescribing {
  /// Matches UIKit: what a scroll view prints after its layer, as iOS 11 and later log it:
  /// `contentOffset: {0, 0}; contentSize: {375, 55}; adjustedContentInset: {0, 0, 0, 0}`, the
  /// numbers as `NSStringFromCGPoint` writes them (`{0, 532.66666666666674}`). A table view
  /// then prints its `dataSource: …` (`(null)` without one), a collection view its
  /// `layout: <UICollectionViewFlowLayout: 0x…>; dataSource: …`. Sources: public logs of
  /// iOS's own descriptions (an iOS 15 LLDB session of a table view, a `UITextView` in a
  /// notification, a scroll view found by an LLDB script, collection views in
  /// `UICollectionViewFlowLayout` warnings and update exceptions).
  var scrollViewDescriptionFields: [String] {
    let offset = contentOffset
    let size = contentSize
    let inset = adjustedContentInset
    var fields = [
      "contentOffset: " + Self.debugStruct([offset.x, offset.y]),
      "contentSize: " + Self.debugStruct([size.width, size.height]),
      "adjustedContentInset: "
        + Self.debugStruct([inset.top, inset.left, inset.bottom, inset.right]),
    ]
    if let table = self as? UITableView {
      fields.append("dataSource: " + Self.debugObject(table.dataSource))
    } else if let collection = self as? UICollectionView {
      fields.append("layout: " + Self.debugObject(collection.collectionViewLayout))
      fields.append("dataSource: " + Self.debugObject(collection.dataSource))
    }
    return fields
  }

  /// Numbers in braces as `NSStringFromCGPoint`, `NSStringFromCGSize` and
  /// `NSStringFromUIEdgeInsets` write them: `%.17g`, so that a third prints
  /// `0.33333333333333331`.
  private static func debugStruct(_ values: [CGFloat]) -> String {
    let numbers = values.map { String(format: "%.17g", Double($0) == 0 ? 0 : Double($0)) }
    return "{" + numbers.joined(separator: ", ") + "}"
  }

  /// An object as `%@` prints it: its description, `<Class: 0x…>` for a Swift class that has
  /// none, `(null)` for nothing.
  private static func debugObject(_ object: AnyObject?) -> String {
    guard let object else { return "(null)" }
    if let described = object as? NSObject { return described.description }
    return "<\(UIView.debugClassName(object)): \(ObjectIdentifier(object).debugAddress)>"
  }
}
