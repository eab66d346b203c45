/// What a toolbar, navigation bar or tab bar placed in an Interface Builder view says: its
/// items, as Xcode writes them in an `<items>` child. The bars are then the same as bars made
/// in code (the large content viewer's long press included), not plain views.
extension NibDecoder {
  /// The elements named `name` in the bar's `<items>`.
  @MainActor
  private func barItems(named name: String) -> [InterfaceElement] {
    children(named: "items").flatMap { items in
      items.children.filter { item in
        guard item.name == name else {
          build.warn(
            item, "<\(item.name)> in a bar's items is not supported; skipped",
            once: "bar item \(item.name)")
          return false
        }
        return true
      }
    }
  }

  @MainActor
  func decodeToolbar(_ bar: UIToolbar) {
    bar.items = barItems(named: "barButtonItem").map(barButtonItem)
  }

  @MainActor
  func decodeNavigationBar(_ bar: UINavigationBar) {
    bar.items = barItems(named: "navigationItem").map { element in
      let item = UINavigationItem(title: element["title"] ?? "")
      decodeNavigationItem(element, into: item)
      return item
    }
  }

  @MainActor
  func decodeTabBar(_ bar: UITabBar) {
    bar.items = barItems(named: "tabBarItem").map(tabBarItem)
  }
}
