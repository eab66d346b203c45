/// What a controller element says: title, presentation, its navigation item, and where its view
/// and segues are, for later.
extension NibDecoder {
  static let presentationStyles: [String: UIModalPresentationStyle] = [
    "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
    "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
    "overCurrentContext": .overCurrentContext, "popover": .popover, "none": .none,
    "automatic": .automatic,
  ]

  static let transitionStyles: [String: UIModalTransitionStyle] = [
    "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
    "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
  ]

  /// A split view controller scene's style, as Xcode writes it (`doubleColumn`,
  /// `tripleColumn`); `nil` for the classic API.
  @MainActor
  var splitStyle: UISplitViewController.Style? {
    enumeration("style", ["doubleColumn": .doubleColumn, "tripleColumn": .tripleColumn])
  }

  /// A page view controller scene's transition style, navigation orientation, spine
  /// location, page spacing and double-sidedness, as Xcode writes them.
  @MainActor
  var pageScene:
    (
      style: UIPageViewController.TransitionStyle?,
      orientation: UIPageViewController.NavigationOrientation?,
      spine: UIPageViewController.SpineLocation?, spacing: CGFloat?, doubleSided: Bool?
    )
  {
    (
      enumeration("transitionStyle", ["pageCurl": .pageCurl, "scroll": .scroll]),
      enumeration("navigationOrientation", ["horizontal": .horizontal, "vertical": .vertical]),
      enumeration("spineLocation", ["none": .none, "min": .min, "mid": .mid, "max": .max]),
      number("pageSpacing"), bool("doubleSided")
    )
  }

  @MainActor
  func decodeControllerProperties(_ controller: UIViewController) {
    build.register(controller, for: element)
    if let storyboard = build.storyboard, let id = element.id {
      controller.storyboardScene = StoryboardScene(
        storyboard: storyboard, document: build.document, controllerID: id)
    }
    if let title = string("title") { controller.title = title }
    if let style = enumeration("modalPresentationStyle", Self.presentationStyles) {
      controller.modalPresentationStyle = style
    }
    if let style = enumeration("modalTransitionStyle", Self.transitionStyles) {
      controller.modalTransitionStyle = style
    }
    if let defines = bool("definesPresentationContext") {
      controller.definesPresentationContext = defines
    }
    if let hides = bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
    if let extends = bool("extendedLayoutIncludesOpaqueBars") {
      controller.extendedLayoutIncludesOpaqueBars = extends
    }
    use(
      "storyboardIdentifier", "automaticallyAdjustsScrollViewInsets",
      "providesPresentationContextTransitionStyle", "modalPresentationCapturesStatusBarAppearance",
      "navigationBarHidden", "toolbarHidden", "storyboardName", "referencedIdentifier", "style")
    // The view is made when it is first needed; the containers' own bars are their own.
    for key in ["view", "navigationBar", "toolbar", "tabBar"] { _ = child(key: key) }
    _ = children(named: "layoutGuides")
    _ = children(named: "toolbarItems")
    if let item = child(key: "navigationItem", name: "navigationItem") {
      decodeNavigationItem(item, into: controller.navigationItem)
    }
    if let item = child(key: "tabBarItem", name: "tabBarItem") {
      controller.tabBarItem = tabBarItem(item)
    }
    if let edges = child(key: "edgesForExtendedLayout", name: "extendedEdge") {
      var rect: UIRectEdge = []
      let names: [(String, UIRectEdge)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
      ]
      for (name, edge) in names where edges.bool(name) == true { rect.insert(edge) }
      controller.edgesForExtendedLayout = rect
    }
    if let connections = children(named: "connections").first, let id = element.id {
      build.addConnections(of: connections, holderID: id)
    }
    for (index, child) in element.children.enumerated() where child.name.hasPrefix("simulated") {
      markChildUsed(index)
    }
  }

  /// A navigation item's title, prompt, back title, large-title mode and bar button items.
  @MainActor
  func decodeNavigationItem(_ element: InterfaceElement, into item: UINavigationItem) {
    if let title = element["title"] { item.title = title }
    if let prompt = element["prompt"] { item.prompt = prompt }
    if let title = element["backButtonTitle"] { item.backButtonTitle = title }
    let modes: [String: UINavigationItem.LargeTitleDisplayMode] = [
      "automatic": .automatic, "always": .always, "never": .never,
    ]
    if let mode = element["largeTitleDisplayMode"].flatMap({ modes[$0] }) {
      item.largeTitleDisplayMode = mode
    }
    if let id = element.id { build.supply(item, id: id) }
    for child in element.children {
      switch (child.name, child.key) {
      case ("barButtonItem", "leftBarButtonItem"): item.leftBarButtonItem = barButtonItem(child)
      case ("barButtonItem", "rightBarButtonItem"): item.rightBarButtonItem = barButtonItem(child)
      case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = barButtonItem(child)
      case ("leftBarButtonItems", _), ("rightBarButtonItems", _):
        let items = child.children.filter { $0.name == "barButtonItem" }.map(barButtonItem)
        if child.name == "leftBarButtonItems" {
          item.leftBarButtonItems = items
        } else {
          item.rightBarButtonItems = items
        }
      default:
        build.warn(
          child, "<\(child.name)> in a navigation item is not supported; skipped",
          once: "navigation item \(child.name)")
      }
    }
  }

  /// A tab bar item: a system item, or a title with images; its badge and tag.
  @MainActor
  func tabBarItem(_ element: InterfaceElement) -> UITabBarItem {
    let systemItems: [String: UITabBarItem.SystemItem] = [
      "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated,
      "recents": .recents, "contacts": .contacts, "history": .history, "bookmarks": .bookmarks,
      "search": .search, "downloads": .downloads, "mostRecent": .mostRecent,
      "mostViewed": .mostViewed,
    ]
    let tag = element["tag"].flatMap { Int($0) } ?? 0
    let item =
      element["systemItem"].flatMap { systemItems[$0] }.map {
        UITabBarItem(tabBarSystemItem: $0, tag: tag)
      }
      ?? UITabBarItem(
        title: element["title"], image: element["image"].flatMap { image(named: $0, for: element) },
        selectedImage: element["selectedImage"].flatMap { image(named: $0, for: element) })
    item.tag = tag
    if let badge = element["badgeValue"] { item.badgeValue = badge }
    if let id = element.id { build.supply(item, id: id) }
    return item
  }

  /// A bar button item, registered so that its action or segue connects to it.
  @MainActor
  func barButtonItem(_ element: InterfaceElement) -> UIBarButtonItem {
    let systemItems: [String: UIBarButtonItem.SystemItem] = [
      "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
      "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose,
      "reply": .reply, "action": .action, "organize": .organize, "bookmarks": .bookmarks,
      "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
      "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
      "undo": .undo, "redo": .redo, "close": .close,
    ]
    let style: UIBarButtonItem.Style = element["style"] == "done" ? .done : .plain
    let itemImage = element["image"].flatMap { image(named: $0, for: element) }
    let item =
      element["systemItem"].flatMap { systemItems[$0] }.map { UIBarButtonItem(systemItem: $0) }
      ?? itemImage.map { UIBarButtonItem(image: $0, style: style) }
      ?? UIBarButtonItem(title: element["title"], style: style)
    if itemImage != nil, let title = element["title"] { item.title = title }
    if let tint = element.child("color", key: "tintColor") { item.tintColor = color(tint) }
    if let id = element.id {
      build.supply(item, id: id)
      if let connections = element.child("connections") {
        build.addConnections(of: connections, holderID: id)
      }
    }
    return item
  }
}
