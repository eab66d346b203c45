/// A view a collection view reuses: a supplementary view (a header, a footer), a decoration
/// view, or, as ``UICollectionViewCell``, a cell, as `UICollectionReusableView`.
///
/// Matches UIKit: the collection view makes registered views with `init(frame:)`, queues views
/// that leave the screen under their reuse identifier, and calls ``prepareForReuse()`` before
/// handing one out again; it gives each view its layout attributes through ``apply(_:)``, and
/// asks a self-sizing one for ``preferredLayoutAttributesFitting(_:)``.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// Matches UIKit: the identifier the view was registered and is reused under.
  public internal(set) var reuseIdentifier: String?
  /// The kind of a supplementary or decoration view, which its reuse queue is kept by.
  var reuseKind: String?
  /// The attributes last applied, which the view's look may depend on (a list cell's
  /// separator, say).
  var appliedAttributes: UICollectionViewLayoutAttributes?

  /// Matches UIKit: a view with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// How a collection view makes a view registered with a class: through the class's
  /// `init(frame:)`, whatever override it has.
  ///
  /// UIKit makes registered views through the Objective-C runtime; Swift can only construct a
  /// class held in a variable through a `required` initializer. This one is a convenience
  /// initializer, so a subclass inherits it whenever it overrides `init(frame:)` and
  /// `init?(coder:)` (or no initializer at all), as registered views do.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Matches UIKit's decoding initializer.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Matches UIKit: called before the collection view hands the view out again; reset what
  /// your configuration does not always set. Call `super`.
  open func prepareForReuse() {}

  /// Matches UIKit: the layout's attributes for the view, after its frame is set. Call `super`.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    appliedAttributes = layoutAttributes
  }

  /// Matches UIKit: the attributes the view would like, given the layout's: by default, for a
  /// layout that estimated the view's size, the size its content fits along the estimated
  /// axes (see ``UICollectionViewCell`` for cells' content).
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let axes = layoutAttributes.selfSizingAxes
    guard axes.horizontal || axes.vertical else { return layoutAttributes }
    let preferred = layoutAttributes.copy(with: nil) as! UICollectionViewLayoutAttributes
    let fitted = fittingSize(for: layoutAttributes.size, axes: axes)
    preferred.frame.size = CGSize(
      width: axes.horizontal ? fitted.width : layoutAttributes.size.width,
      height: axes.vertical ? fitted.height : layoutAttributes.size.height)
    return preferred
  }

  /// The size the view's content fits, the non-estimated axes held at `size`'s.
  func fittingSize(for size: CGSize, axes: (horizontal: Bool, vertical: Bool)) -> CGSize {
    UIView.performWithoutAnimation {
      frame.size = size
      setNeedsLayout()
      layoutIfNeeded()
    }
    return systemLayoutSizeFitting(
      CGSize(
        width: axes.horizontal ? UIView.layoutFittingCompressedSize.width : size.width,
        height: axes.vertical ? UIView.layoutFittingCompressedSize.height : size.height),
      withHorizontalFittingPriority: axes.horizontal ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.vertical ? .fittingSizeLevel : .required)
  }
}
