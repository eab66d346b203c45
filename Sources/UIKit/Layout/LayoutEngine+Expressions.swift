import Cassowary

/// A constraint's attributes as linear expressions, in the coordinates of its items' nearest
/// common ancestor.
extension LayoutEngine {
  /// The view whose coordinates a constraint is written in: the nearest common ancestor of
  /// its items (a guide counts as its owning view).
  static func commonContainer(_ first: AnyObject, _ second: AnyObject?) -> UIView? {
    guard let firstView = anchorView(of: first) else { return nil }
    // Matches UIKit: a constraint on one item (`width == 100`) is installed on that item.
    guard let second else { return firstView }
    guard let secondView = anchorView(of: second) else { return nil }
    var ancestor: UIView? = firstView
    while let candidate = ancestor {
      if secondView.isDescendant(of: candidate) {
        // Two siblings meet in their superview; a view constrained to its ancestor (or two
        // guides of one view) are written in that view.
        if candidate === firstView && candidate === secondView && first is UIView
          && second is UIView
        {
          return candidate.storedSuperview ?? candidate
        }
        return candidate
      }
      ancestor = candidate.storedSuperview
    }
    return nil
  }

  static func anchorView(of item: AnyObject) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// Adds `factor` times an attribute of `object`, in `container`'s coordinates, to `sum`.
  ///
  /// Only the parts the attribute uses are written (a width constraint needs neither origin).
  /// The items of the views in between are still made first, in the same order, so the
  /// solver's variables are created as before.
  func accumulate(
    _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool,
    times factor: Double, in container: UIView, into sum: inout LinearExpression,
    marginsOf marginsOwner: UIView? = nil
  ) {
    // Matches UIKit: between a scroll view and its content, the scroll view's edges and
    // margins are its content area's, so such constraints place the content and size it; its
    // centres are its frame's, which does not scroll. Its width and height are its own.
    if object === container, let scrollView = container as? UIScrollView,
      let guide = Self.scrollGuide(of: scrollView, for: attribute)
    {
      accumulate(
        guide, attribute, rightToLeft: rightToLeft, times: factor, in: container, into: &sum,
        marginsOf: scrollView)
      return
    }
    // Matches UIKit: a view's baselines are those of the views it names for them.
    if attribute == .firstBaseline || attribute == .lastBaseline, let view = object as? UIView {
      let stand =
        attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
      if stand !== view, stand.isDescendant(of: view) {
        accumulate(
          stand, attribute, rightToLeft: rightToLeft, times: factor, in: container, into: &sum,
          marginsOf: marginsOwner)
        return
      }
    }
    // Matches UIKit: a view's margin attributes are its layout margins guide's edges, so a
    // constraint written with them (as Interface Builder writes every constraint to a margin)
    // follows the margins when they change, as one to the guide's anchors does.
    if let view = object as? UIView, let edge = attribute.edgeWithinMargins {
      accumulate(
        view.layoutMarginsGuide, edge, rightToLeft: rightToLeft, times: factor, in: container,
        into: &sum)
      return
    }
    // The item, not a copy of its four variables: copying them was a fifth of this function.
    let own = record(of: object)
    let isContainer = object === container && object is UIView
    let between = isContainer ? [] : viewsBetween(object, and: container)
    /// An origin in `container`'s coordinates: the item's own plus those of the views in
    /// between (their frames' origins minus their bounds' origins), or the container's bounds
    /// origin for the container itself.
    func origin(_ coefficient: Double, horizontal: Bool) {
      guard coefficient != 0 else { return }
      let scale = factor * coefficient
      if isContainer {
        let bounds = container.bounds
        sum.constant += scale * Double(horizontal ? bounds.minX : bounds.minY)
        return
      }
      for (view, item) in between {
        sum.terms.append(Term(horizontal ? item.variables.minX : item.variables.minY, scale))
        sum.constant -= scale * Double(horizontal ? view.bounds.minX : view.bounds.minY)
      }
      sum.terms.append(Term(horizontal ? own.variables.minX : own.variables.minY, scale))
    }
    func add(
      x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0,
      constant: CGFloat = 0
    ) {
      origin(x, horizontal: true)
      origin(y, horizontal: false)
      if width != 0 { sum.terms.append(Term(own.variables.width, factor * width)) }
      if height != 0 { sum.terms.append(Term(own.variables.height, factor * height)) }
      sum.constant += factor * Double(constant)
    }
    // Margins and baselines are read only for the attributes that use them, not for every
    // edge and size constraint.
    var margins: UIEdgeInsets { (marginsOwner ?? object as? UIView)?.layoutMargins ?? .zero }
    // Matches UIKit: leading and trailing are the right and left edges of an item whose view
    // lays out right to left.
    if rightToLeft && attribute.isDirectional {
      switch attribute {
      case .leading: add(x: 1, width: 1)
      case .leadingMargin: add(x: 1, width: 1, constant: -margins.right)
      case .trailingMargin: add(x: 1, constant: margins.left)
      default: add(x: 1)
      }
      return
    }
    switch attribute {
    case .left, .leading: add(x: 1)
    case .right, .trailing: add(x: 1, width: 1)
    case .top: add(y: 1)
    case .bottom: add(y: 1, height: 1)
    case .width: add(width: 1)
    case .height: add(height: 1)
    case .centerX: add(x: 1, width: 0.5)
    case .centerY: add(y: 1, height: 0.5)
    case .firstBaseline:
      add(y: 1, constant: (object as? UIView)?.firstBaselineOffsetFromTop ?? 0)
    case .lastBaseline:
      add(y: 1, height: 1, constant: -((object as? UIView)?.lastBaselineOffsetFromBottom ?? 0))
    case .leftMargin, .leadingMargin: add(x: 1, constant: margins.left)
    case .rightMargin, .trailingMargin: add(x: 1, width: 1, constant: -margins.right)
    case .topMargin: add(y: 1, constant: margins.top)
    case .bottomMargin: add(y: 1, height: 1, constant: -margins.bottom)
    case .centerXWithinMargins:
      let margins = margins
      add(x: 1, width: 0.5, constant: (margins.left - margins.right) * 0.5)
    case .centerYWithinMargins:
      let margins = margins
      add(y: 1, height: 0.5, constant: (margins.top - margins.bottom) * 0.5)
    case .notAnAttribute: break
    }
  }

  /// The guide that stands for a scroll view's attribute in constraints to its content: the
  /// content guide for edges and margins, the frame guide for centres, none for sizes and
  /// baselines.
  private static func scrollGuide(
    of scrollView: UIScrollView, for attribute: NSLayoutConstraint.Attribute
  ) -> UILayoutGuide? {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin,
      .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
      scrollView.contentLayoutGuide
    case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
      scrollView.frameLayoutGuide
    case .width, .height, .firstBaseline, .lastBaseline, .notAnAttribute:
      nil
    }
  }

  /// The views from the one whose coordinates `object`'s frame is in (a view's superview, a
  /// guide's owner) up to `container`, excluded, with their items, made in this order.
  private func viewsBetween(_ object: AnyObject, and container: UIView) -> [(UIView, Item)] {
    var current: UIView?
    if let view = object as? UIView {
      current = view.storedSuperview
    } else {
      current = Self.anchorView(of: object)
    }
    var views: [(UIView, Item)] = []
    while let view = current, view !== container {
      views.append((view, record(of: view)))
      current = view.storedSuperview
    }
    return views
  }
}

extension NSLayoutConstraint.Attribute {
  /// The edge or centre of the layout margins guide a margin attribute stands for; `nil` for
  /// the other attributes.
  fileprivate var edgeWithinMargins: NSLayoutConstraint.Attribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}
