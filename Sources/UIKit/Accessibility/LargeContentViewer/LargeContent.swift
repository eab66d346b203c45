/// A view's large content viewer properties, kept out of line so that views that never set
/// them (nearly all) pay one optional reference, not five stored properties.
@MainActor
final class LargeContent {
  var shows = false
  var title: String?
  var image: UIImage?
  var scalesImage = false
  var imageInsets: UIEdgeInsets = .zero
}

extension UIView {
  /// Sets one large content property, making the storage on first use.
  func largeContent<Value>(
    _ property: ReferenceWritableKeyPath<LargeContent, Value>, _ value: Value
  ) {
    let content = largeContent ?? LargeContent()
    content[keyPath: property] = value
    largeContent = content
  }
}

extension UIView {
  /// Shows a bar item in the large content viewer, as UIKit's bar buttons do: its title, and
  /// its large content image or else `image` scaled up, a template (as in the bar) unless it
  /// asks to be drawn as it is.
  func showLargeContent(of item: UIBarItem, image: UIImage?) {
    showsLargeContentViewer = true
    largeContentTitle = item.title
    largeContentImage = (item.largeContentSizeImage ?? image).map {
      $0.drawsAsTemplate(byDefault: true) ? $0.withRenderingMode(.alwaysTemplate) : $0
    }
    scalesLargeContentImage = item.largeContentSizeImage == nil
    largeContentImageInsets = item.largeContentSizeImageInsets
  }
}
