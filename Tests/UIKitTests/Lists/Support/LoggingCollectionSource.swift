import UIKit
import UIKitTestSupport

/// A collection view data source and delegate that records every call it gets in an ordered
/// log, as `"cellForItemAt 0-3"`.
@MainActor
final class LoggingCollectionSource: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let log: LifecycleLog
  var items: [Int]

  init(log: LifecycleLog, items: [Int]) {
    self.log = log
    self.items = items
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    log.record("numberOfSections")
    return items.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    log.record("numberOfItems \(section)")
    return items[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    log.record("cellForItemAt \(indexPath.section)-\(indexPath.item)")
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.record("willDisplay \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.record("didEndDisplaying \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    log.record("shouldHighlight \(indexPath.section)-\(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.record("didHighlight \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log.record("didUnhighlight \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.record("shouldSelect \(indexPath.section)-\(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.record("didDeselect \(indexPath.section)-\(indexPath.item)")
  }
}

/// A collection view cell that records its making and reuse in a log, and counts how many
/// were made.
final class LoggingCollectionCell: UICollectionViewCell {
  nonisolated(unsafe) static var log: LifecycleLog?
  nonisolated(unsafe) static var made = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    Self.made += 1
    Self.log?.record("cell init")
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    Self.log?.record("prepareForReuse")
  }
}
