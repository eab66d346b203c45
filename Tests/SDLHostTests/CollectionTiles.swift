import UIKit
import UIKitSnapshotTesting

/// A numbered tile, as iOS code makes a grid cell: a coloured background and a label.
final class TileCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .center
    label.textColor = .white
    label.font = .preferredFont(forTextStyle: .headline)
    contentView.addSubview(label)
    contentView.layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// A section title at the leading edge.
final class TitleView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .title3)
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
    label.textAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }
}

/// A collection view controller of numbered tiles under section titles, as the layouts'
/// reference tests show them; subclasses give the layout, the counts, colours and titles.
class TileGridController: UICollectionViewController {
  /// The colour of the item's tile.
  func tileColor(at indexPath: IndexPath) -> UIColor { .systemBlue }

  /// The title over a section.
  func title(ofSection section: Int) -> String { "" }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Title")
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
      as! TileCell
    cell.label.text = "\(indexPath.item + 1)"
    cell.contentView.backgroundColor = tileColor(at: indexPath)
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! TitleView
    view.label.text = title(ofSection: indexPath.section)
    return view
  }
}

/// Records `controller` on an iPhone 13 at 2×, `height` points tall, left to right or right
/// to left as `direction` ("ltr" or "rtl") says. The phone's traits say left to right, as
/// upstream's do; the strategy's traits override them, as an iOS test asks for right to left.
@MainActor
func assertSnapshot(
  of controller: UIViewController, height: CGFloat, direction: String,
  fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: controller,
    as: .image(
      on: .iPhone13, size: CGSize(width: 390, height: height),
      traits: UITraitCollection(traitsFrom: [
        UITraitCollection(displayScale: 2),
        UITraitCollection(layoutDirection: direction == "rtl" ? .rightToLeft : .leftToRight),
      ])),
    named: direction, fileID: fileID, file: file, testName: testName, line: line, column: column)
}
