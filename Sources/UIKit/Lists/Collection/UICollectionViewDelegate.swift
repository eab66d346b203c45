/// What a collection view tells its delegate and asks it, as `UICollectionViewDelegate`: the
/// cells and supplementary views coming on and going off screen, highlighting and selection.
///
/// Matches UIKit's order: a cell coming on screen is made (`cellForItemAt`), placed, then
/// ``collectionView(_:willDisplay:forItemAt:)``; leaving, it ends its display before it is
/// reused. A click: `shouldHighlightItemAt`, `didHighlightItemAt`, then on release
/// `didUnhighlightItemAt`, `shouldSelectItemAt`, the deselection of the item selected before,
/// and `didSelectItemAt`. Each requirement has UIKit's default.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Matches UIKit: the cell is in place and about to be drawn.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Matches UIKit: the cell left the screen (or its item went).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Matches UIKit: a supplementary view is in place and about to be drawn.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// Matches UIKit: a supplementary view left the screen.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// Matches UIKit: whether a press highlights the item; `true` by default.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// Matches UIKit: a press highlighted the item.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// Matches UIKit: the item's highlight went.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Matches UIKit: whether the user may select the item; `true` by default.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Matches UIKit: whether the user may deselect the item; `true` by default.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// Matches UIKit: the user selected the item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Matches UIKit: the user's action deselected the item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Matches UIKit (iOS 14+): whether the item's cell edits in edit mode (shows its
  /// `.whenEditing` accessories); `true` by default.
  func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  /// Matches UIKit (iOS 15+): where an item being moved goes when the pointer is over
  /// `proposedIndexPath`; by default the older
  /// ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``'s answer.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Matches UIKit (iOS 9–15, deprecated in 16): where an item being moved goes;
  /// `proposedIndexPath` by default.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Matches UIKit (iOS 16+): the context menu for the items, opened by a secondary click or a
  /// long press at `point` (collection view coordinates) on one of them; by default the
  /// older ``collectionView(_:contextMenuConfigurationForItemAt:point:)``'s.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Matches UIKit (iOS 13–15, deprecated in 16): the context menu for one item; `nil` (the
  /// default) for none.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: every item highlights.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: every item selects.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Matches UIKit when the method is left out: every item deselects.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: every item edits.
  public func collectionView(
    _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Matches UIKit when the method is left out: the older method's answer.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
      toProposedIndexPath: proposedIndexPath)
  }
  /// Matches UIKit when the method is left out: the proposed place.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// Matches UIKit when the method is left out: the single-item method's menu for the first
  /// item.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    indexPaths.first.flatMap {
      self.collectionView(collectionView, contextMenuConfigurationForItemAt: $0, point: point)
    }
  }
  /// Matches UIKit when the method is left out: no menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

/// What a flow layout asks the collection view's delegate for, as
/// `UICollectionViewDelegateFlowLayout`: sizes, insets and spacing per item and section, in
/// place of the layout's own values.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// Matches UIKit: the item's size; by default the layout's `itemSize`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// Matches UIKit: the section's insets; by default the layout's `sectionInset`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// Matches UIKit: the space between lines; by default the layout's.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// Matches UIKit: the space between items in a line; by default the layout's.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// Matches UIKit: the section header's size; by default the layout's.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// Matches UIKit: the section footer's size; by default the layout's.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// Matches UIKit when the method is left out: the layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// Matches UIKit when the method is left out: the layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// Matches UIKit when the method is left out: the layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }
  /// Matches UIKit when the method is left out: the layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// Matches UIKit when the method is left out: the layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// Matches UIKit when the method is left out: the layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
