/// A view controller whose view is a collection view it is the data source and delegate of,
/// as `UICollectionViewController`.
///
/// Matches UIKit: ``loadView()`` makes a collection view with the controller's layout (or
/// takes the one its storyboard scene or nib has) and makes the controller its data source and
/// delegate; each time the controller is about to appear it deselects the selected items when
/// ``clearsSelectionOnViewWillAppear``. Its data source and delegate methods are `open`, so a
/// subclass overrides them, as iOS code does (`override func collectionView(_:cellForItemAt:)`).
///
/// ```swift
/// final class PhotosController: UICollectionViewController {
///   override func collectionView(
///     _ collectionView: UICollectionView, numberOfItemsInSection section: Int
///   ) -> Int { photos.count }
/// }
/// let photos = PhotosController(collectionViewLayout: UICollectionViewFlowLayout())
/// ```
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private var storedLayout: UICollectionViewLayout
  private var storedCollectionView: UICollectionView?

  /// Matches UIKit: a controller whose collection view ``loadView()`` lays out with `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    storedLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Matches UIKit: a controller with a flow layout, or the collection view of the nib.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    storedLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Matches UIKit's decoding initializer: the collection view comes from the storyboard scene.
  public required init?(coder: NSCoder) {
    storedLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// Matches UIKit: the controller's collection view, loading the view first; setting it makes
  /// it the view.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      view = newValue
    }
  }

  /// Matches UIKit: the collection view's layout (the one the controller was made with until
  /// the view loads).
  open var collectionViewLayout: UICollectionViewLayout {
    storedCollectionView?.collectionViewLayout ?? storedLayout
  }

  /// Matches UIKit: whether the selected items are deselected each time the controller is
  /// about to appear (`true`).
  open var clearsSelectionOnViewWillAppear = true

  /// Matches UIKit: the view of the storyboard scene or nib, which must be a collection view,
  /// or else a new one with the controller's layout, filling the screen, with this controller
  /// as its data source and delegate.
  open override func loadView() {
    if loadViewFromInterfaceFile() {
      guard let collectionView = viewIfLoaded as? UICollectionView else {
        UIKitException.raise(
          .internalInconsistencyException,
          "-[UICollectionViewController loadView] loaded the \"\(nibName ?? "storyboard")\" "
            + "nib but didn't get a UICollectionView.")
        return
      }
      storedCollectionView = collectionView
      if collectionView.dataSource == nil { collectionView.dataSource = self }
      if collectionView.delegate == nil { collectionView.delegate = self }
      return
    }
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: storedLayout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    storedCollectionView = collectionView
    view = collectionView
  }

  /// Matches UIKit: deselects the selected items when ``clearsSelectionOnViewWillAppear``;
  /// call `super`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else {
      return
    }
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  /// Matches UIKit: the controller's edit mode is the collection view's, so the
  /// ``UIViewController/editButtonItem`` puts the list in and out of edit mode.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    storedCollectionView?.isEditing = editing
  }

  /// Matches UIKit: the collection view's arrow keys and Return work while nothing else has
  /// the keyboard.
  open override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + (storedCollectionView?.listKeyCommands ?? [])
  }

  // MARK: UICollectionViewDataSource

  /// Matches UIKit: no items, until a subclass says otherwise.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// Matches UIKit: a subclass must return a dequeued cell for every item it counts; this
  /// fallback raises as a cell that was not dequeued does.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  /// Matches UIKit: one section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Matches UIKit: a subclass whose layout places supplementary views returns them; this
  /// fallback raises UIKit's exception.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UIKitException.raise(
      .internalInconsistencyException,
      "the collection view's data source did not return a valid view from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind "
        + "'\(kind)' at index path \(indexPath.description); datasource: \(self)")
    return UICollectionReusableView(frame: .zero)
  }

  /// Matches UIKit: no item moves, until a subclass says otherwise.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Matches UIKit: nothing; a subclass whose items move updates its data here.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: UICollectionViewDelegate

  /// Matches UIKit: every item edits.
  open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Matches UIKit: the older method's answer.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
      toProposedIndexPath: proposedIndexPath)
  }

  /// Matches UIKit: the proposed place.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// Matches UIKit: nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Matches UIKit: nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Matches UIKit: every item highlights.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Matches UIKit: every item may be selected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Matches UIKit: nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}

  /// Matches UIKit: nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Matches UIKit: the single-item method's menu for the first item.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    indexPaths.first.flatMap {
      self.collectionView(collectionView, contextMenuConfigurationForItemAt: $0, point: point)
    }
  }

  /// Matches UIKit: no menu.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}
