/// What every view element says: geometry, appearance, layout priorities, then its kind's own
/// properties, its subviews, layout guides and constraints, in that order — UIKit's
/// `initWithCoder:` order, so a view's constraints find its whole subtree already made.
extension NibDecoder {
  @MainActor
  func decodeViewProperties(_ view: UIView) {
    build.register(view, for: element)
    decodeGeometry(view)
    decodeAppearance(view)
    decodeLayoutPriorities(view)
    decodeKindProperties(view)
    decodeAccessibility(view)
    if let attributes = child(key: "userDefinedRuntimeAttributes")
      ?? children(named: "userDefinedRuntimeAttributes").first
    {
      build.addRuntimeAttributes(attributes, to: view)
    }
    decodeSubviews(view)
    decodeLayoutGuides(view)
    decodeConstraints(view)
    if let connections = children(named: "connections").first, let id = element.id {
      build.addConnections(of: connections, holderID: id)
    }
  }

  /// UIKit's button types by Xcode's names; `.custom` when the attribute is absent.
  static func buttonType(from coder: NSCoder) -> UIButton.ButtonType {
    guard let decoder = coder as? NibDecoder else { return .custom }
    let types: [String: UIButton.ButtonType] = [
      "custom": .custom, "system": .system, "roundedRect": .system,
      "detailDisclosure": .detailDisclosure, "infoLight": .infoLight, "infoDark": .infoDark,
      "contactAdd": .contactAdd, "close": .close,
    ]
    decoder.use("buttonType")
    return decoder.element["buttonType"].flatMap { types[$0] } ?? .custom
  }

  @MainActor
  private func decodeGeometry(_ view: UIView) {
    if let frame = child(key: "frame", name: "rect") {
      view.frame = rect(frame)
    }
    if let mask = child(key: "autoresizingMask", name: "autoresizingMask") {
      view.autoresizingMask = autoresizingMask(mask)
    }
    view.translatesAutoresizingMaskIntoConstraints =
      bool("translatesAutoresizingMaskIntoConstraints") ?? true
    if let margins = child(key: "layoutMargins") ?? child(key: "directionalLayoutMargins") {
      view.layoutMargins = insets(margins)
    }
    if let inset = bool("insetsLayoutMarginsFromSafeArea") {
      view.insetsLayoutMarginsFromSafeArea = inset
    }
    // Interface Builder's defaults, which need nothing here.
    if bool("preservesSuperviewLayoutMargins") != true { use("preservesSuperviewLayoutMargins") }
    if bool("layoutMarginsFollowReadableWidth") != true { use("layoutMarginsFollowReadableWidth") }
    if ["unspecified", "forceLeftToRight"].contains(element["semanticContentAttribute"]) {
      use("semanticContentAttribute")
    }
  }

  @MainActor
  private func decodeAppearance(_ view: UIView) {
    if let color = child(key: "backgroundColor", name: "color") {
      view.backgroundColor = self.color(color)
    }
    if let color = child(key: "tintColor", name: "color") {
      view.tintColor = self.color(color)
    }
    if let alpha = number("alpha") { view.alpha = alpha }
    if let hidden = bool("hidden") { view.isHidden = hidden }
    if let opaque = bool("opaque") { view.isOpaque = opaque }
    if let clips = bool("clipsSubviews") { view.clipsToBounds = clips }
    if let enabled = bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
    if let tag = integer("tag") { view.tag = tag }
    if let mode = enumeration("contentMode", Self.contentModes) { view.contentMode = mode }
    let styles: [String: UIUserInterfaceStyle] = [
      "light": .light, "dark": .dark, "unspecified": .unspecified,
    ]
    if let style = enumeration("overrideUserInterfaceStyle", styles) {
      view.overrideUserInterfaceStyle = style
    }
  }

  @MainActor
  private func decodeLayoutPriorities(_ view: UIView) {
    let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true),
      ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (attribute, axis, hugging) in priorities {
      guard let value = number(attribute) else { continue }
      let priority = UILayoutPriority(Float(min(max(value, 1), 1000)))
      if hugging {
        view.setContentHuggingPriority(priority, for: axis)
      } else {
        view.setContentCompressionResistancePriority(priority, for: axis)
      }
    }
  }

  @MainActor
  private func decodeKindProperties(_ view: UIView) {
    switch (element.name, view) {
    case ("label", let label as UILabel): decodeLabel(label)
    case ("textField", let field as UITextField): decodeTextField(field)
    case ("textView", let textView as UITextView): decodeTextView(textView)
    case ("button", let button as UIButton): decodeButton(button)
    case ("imageView", let imageView as UIImageView): decodeImageView(imageView)
    case ("stackView", let stack as UIStackView): decodeStackView(stack)
    case ("scrollView", let scrollView as UIScrollView): decodeScrollView(scrollView)
    case ("tableView", let table as UITableView): decodeTable(table)
    case ("tableViewCell", let cell as UITableViewCell): decodeTableCell(cell)
    case ("collectionView", let collectionView as UICollectionView):
      decodeCollectionView(collectionView)
    case ("collectionViewCell", let cell as UICollectionViewCell): decodeCollectionCell(cell)
    case ("collectionReusableView", _):
      // The collection view names the view with its identifier when it dequeues it.
      use("reuseIdentifier")
    case ("switch", let control as UISwitch): decodeSwitch(control)
    case ("slider", let slider as UISlider): decodeSlider(slider)
    case ("segmentedControl", let control as UISegmentedControl): decodeSegmentedControl(control)
    case ("pageControl", let control as UIPageControl): decodePageControl(control)
    case ("activityIndicatorView", let spinner as UIActivityIndicatorView):
      decodeActivityIndicator(spinner)
    case ("toolbar", let bar as UIToolbar): decodeToolbar(bar)
    case ("navigationBar", let bar as UINavigationBar): decodeNavigationBar(bar)
    case ("tabBar", let bar as UITabBar): decodeTabBar(bar)
    case ("view", _), ("containerView", _): break
    case ("tableViewCellContentView", _), ("collectionViewCellContentView", _):
      // The cell it belongs to, which holds it anyway.
      use("tableViewCell")
    default:
      // A stand-in for an unsupported element, already named in a warning: its own
      // attributes and children have nowhere to go.
      for attribute in element.attributes.keys { use(attribute) }
      for (index, _) in element.children.enumerated() { markChildUsed(index) }
    }
    if let control = view as? UIControl {
      if let enabled = bool("enabled") { control.isEnabled = enabled }
      if let selected = bool("selected") { control.isSelected = selected }
      if let highlighted = bool("highlighted") { control.isHighlighted = highlighted }
      // Interface Builder writes the content alignment for every control; buttons lay their
      // content out by it, other controls keep it.
      let horizontal: [String: UIControl.ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
        "trailing": .trailing,
      ]
      if let value = element["contentHorizontalAlignment"], let alignment = horizontal[value] {
        control.contentHorizontalAlignment = alignment
        use("contentHorizontalAlignment")
      }
      let vertical: [String: UIControl.ContentVerticalAlignment] = [
        "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
      ]
      if let value = element["contentVerticalAlignment"], let alignment = vertical[value] {
        control.contentVerticalAlignment = alignment
        use("contentVerticalAlignment")
      }
    }
  }

  @MainActor
  private func decodeSubviews(_ view: UIView) {
    for list in children(named: "subviews") {
      for child in list.children {
        guard let subview = build.makeView(child) else { return }
        if let stack = view as? UIStackView {
          stack.addArrangedSubview(subview)
        } else {
          view.addSubview(subview)
        }
      }
    }
  }

  /// The guides constraints may name: the safe area, the margins, and a scroll view's content
  /// and frame guides. Constraints to any other are skipped with a warning. (The old top and
  /// bottom layout guides belong to the controller: see `NibBuild.supplyLegacyLayoutGuides`.)
  @MainActor
  private func decodeLayoutGuides(_ view: UIView) {
    let scrollView = view as? UIScrollView
    for guide in children(named: "viewLayoutGuide") {
      guard let id = guide.id else { continue }
      switch (guide.key, scrollView) {
      case ("safeArea", _): build.supply(view.safeAreaLayoutGuide, id: id)
      case ("layoutMarginsGuide", _): build.supply(view.layoutMarginsGuide, id: id)
      case ("contentLayoutGuide", let scrollView?):
        build.supply(scrollView.contentLayoutGuide, id: id)
      case ("frameLayoutGuide", let scrollView?): build.supply(scrollView.frameLayoutGuide, id: id)
      default: build.supply(UnsupportedLayoutGuide(name: guide.key ?? "layout guide"), id: id)
      }
    }
  }
}
