/// What a `<collectionView>` element says: its scroll view properties, its flow layout, and
/// its prototype cells, section headers and footers, each registered under its reuse
/// identifier.
extension NibDecoder {
  @MainActor
  func decodeCollectionView(_ collectionView: UICollectionView) {
    decodeScrollView(collectionView)
    // The cells say which mode they are in by where they are.
    use("dataMode")
    if let layout = child(key: "collectionViewLayout") {
      if layout.name == "collectionViewFlowLayout",
        let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
      {
        build.register(flow, for: layout)
        NibDecoder(element: layout, build: build).decodeFlowLayout(flow)
      } else {
        build.warn(
          layout,
          "<\(layout.name)> is not supported; the collection view keeps a flow layout (set "
            + "collectionViewLayout in code)")
      }
    }
    for list in children(named: "cells") {
      for prototype in list.children where prototype.name == "collectionViewCell" {
        guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
          build.warn(
            prototype,
            "a prototype cell has no reuse identifier, so it cannot be dequeued; skipped")
          continue
        }
        collectionView.cellRegistrations[identifier] = .prototype(
          InterfacePrototype(prototype, of: build))
      }
    }
    // Matches UIKit: a flow layout's "Section Header" and "Section Footer" are prototypes
    // registered for their kind under their reuse identifier.
    let supplements = [
      ("sectionHeaderView", UICollectionView.elementKindSectionHeader),
      ("sectionFooterView", UICollectionView.elementKindSectionFooter),
    ]
    for (key, kind) in supplements {
      guard let prototype = child(key: key, name: "collectionReusableView") else { continue }
      guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else {
        build.warn(
          prototype,
          "a section \(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") "
            + "has no reuse identifier, so it cannot be dequeued; skipped")
        continue
      }
      collectionView.supplementaryRegistrations[
        UICollectionView.supplementaryKey(kind, identifier)] = .prototype(
          InterfacePrototype(prototype, of: build))
    }
  }

  /// A `<collectionViewFlowLayout>`: sizes, spacing, insets, direction and pinning.
  @MainActor
  private func decodeFlowLayout(_ layout: UICollectionViewFlowLayout) {
    if let spacing = number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
    if let spacing = number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
    let directions: [String: UICollectionView.ScrollDirection] = [
      "vertical": .vertical, "horizontal": .horizontal,
    ]
    if let direction = enumeration("scrollDirection", directions) {
      layout.scrollDirection = direction
    }
    let sizes: [(String, ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize>)] = [
      ("itemSize", \.itemSize), ("estimatedItemSize", \.estimatedItemSize),
      ("headerReferenceSize", \.headerReferenceSize),
      ("footerReferenceSize", \.footerReferenceSize),
    ]
    for (key, property) in sizes {
      if let value = child(key: key, name: "size") { layout[keyPath: property] = size(value) }
    }
    // Matches Xcode's "Estimate Size: Automatic" (its default since Xcode 11).
    if bool("automaticEstimatedItemSize") == true {
      layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
    if let inset = child(key: "sectionInset", name: "inset") {
      layout.sectionInset = UIEdgeInsets(
        top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
        bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
    }
    if let pins = bool("sectionHeadersPinToVisibleBounds") {
      layout.sectionHeadersPinToVisibleBounds = pins
    }
    if let pins = bool("sectionFootersPinToVisibleBounds") {
      layout.sectionFootersPinToVisibleBounds = pins
    }
    reportUnused()
  }
}
