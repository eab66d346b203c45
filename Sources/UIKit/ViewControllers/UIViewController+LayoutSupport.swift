/// A guide at the top or bottom of a view controller's root view, as UIKit's
/// `UILayoutSupport` describes it: ``length`` is how far bars cover that edge.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// Matches UIKit: how far the bars (the status bar, a navigation bar, a tab bar or a
  /// toolbar) reach into the root view from the edge.
  var length: CGFloat { get }
  /// Matches UIKit: the guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// Matches UIKit: the guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// Matches UIKit: the guide's height, which is ``length``.
  var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` or `bottomLayoutGuide`: the strip between the root view's
/// edge and its safe area.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// Matches UIKit: a guide from the top of the root view to the bottom of the bars above the
  /// content, whose `bottomAnchor` iOS 7 to 10 code pins content to. Deprecated on iOS 11 for
  /// the safe area, which it follows here.
  public var topLayoutGuide: any UILayoutSupport { layoutSupport.top }

  /// Matches UIKit: a guide from the top of the bars below the content (a tab bar, a toolbar,
  /// the home indicator) to the bottom of the root view. Deprecated on iOS 11 for the safe area,
  /// which it follows here.
  public var bottomLayoutGuide: any UILayoutSupport { layoutSupport.bottom }

  private var layoutSupport: (top: LayoutSupportGuide, bottom: LayoutSupportGuide) {
    if let guides = layoutSupportGuides { return guides }
    let view = self.view!
    let top = LayoutSupportGuide()
    top.identifier = "_UILayoutGuide-top"
    let bottom = LayoutSupportGuide()
    bottom.identifier = "_UILayoutGuide-bottom"
    view.addLayoutGuide(top)
    view.addLayoutGuide(bottom)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: view.topAnchor),
      top.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
      top.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
      bottom.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bottom.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    layoutSupportGuides = (top, bottom)
    return (top, bottom)
  }
}
