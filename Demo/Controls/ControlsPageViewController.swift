import UIKit

/// Page 5: controls you can use with the mouse and keyboard: a button, a switch, a segmented
/// control, a slider, a text field (Korean input included), a paging scroll view whose cards
/// have a context menu (right click, or a long press) and a pad that tells left clicks from
/// right clicks, and a text view that scales with Dynamic Type beside a picker (click a row or
/// turn the mouse wheel over it), in a vertical stack of rows.
final class ControlsPageViewController: TourViewController, UITextFieldDelegate, UITextViewDelegate,
  UIContextMenuInteractionDelegate, UIPickerViewDataSource, UIPickerViewDelegate
{
  private let fruits = ["사과", "배", "감", "귤", "포도"]
  private let counter = UILabel()
  private let echo = UILabel()
  private var taps = 0
  private weak var pager: UIScrollView?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "조작 Controls"
    view.backgroundColor = .systemBackground

    let button = UIButton(configuration: .filled())
    button.configuration?.title = "눌러 보세요 Tap me"
    button.addAction(
      UIAction { [unowned self] _ in
        taps += 1
        counter.text = "\(taps)번 눌림 · tapped \(taps)"
        DemoLog.record("button tapped \(taps)")
      }, for: .primaryActionTriggered)
    counter.text = "0번 눌림"
    counter.textColor = .secondaryLabel
    counter.font = .systemFont(ofSize: 14)

    let toggle = UISwitch()
    let toggleLabel = label("꺼짐 off")
    toggle.addAction(
      UIAction { _ in
        toggleLabel.text = toggle.isOn ? "켜짐 on" : "꺼짐 off"
        DemoLog.record("switch \(toggle.isOn ? "on" : "off")")
      }, for: .valueChanged)

    let segments = UISegmentedControl(items: ["하나", "둘", "셋"])
    segments.selectedSegmentIndex = 0
    segments.addAction(
      UIAction { _ in DemoLog.record("segment \(segments.selectedSegmentIndex)") },
      for: .valueChanged)

    let slider = UISlider()
    slider.setValue(0.3, animated: false)
    let sliderLabel = label("30%")
    slider.addAction(
      UIAction { _ in sliderLabel.text = "\(Int((slider.value * 100).rounded()))%" },
      for: .valueChanged)

    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "여기에 입력 Type here"
    field.accessibilityIdentifier = "field"
    field.delegate = self
    field.addAction(
      UIAction { [unowned self] _ in
        echo.text = field.text
        DemoLog.record("text \(field.text ?? "")")
      }, for: .editingChanged)
    echo.textColor = .secondaryLabel
    echo.accessibilityIdentifier = "echo"
    echo.font = .systemFont(ofSize: 14)

    let pager = makePager()
    let clickPad = makeClickPad()
    let notes = UITextView()
    notes.font = .preferredFont(forTextStyle: .body)
    notes.adjustsFontForContentSizeCategory = true
    notes.text = "여러 줄 메모 — a text view: type, select, scroll."
    notes.accessibilityIdentifier = "notes"
    notes.layer.borderColor = UIColor.systemGray3.cgColor
    notes.layer.borderWidth = 1
    notes.layer.cornerRadius = 6
    notes.delegate = self
    let picker = UIPickerView()
    picker.dataSource = self
    picker.delegate = self
    picker.selectRow(2, inComponent: 0, animated: false)
    picker.accessibilityIdentifier = "fruit picker"
    let notesAndPicker = UIStackView(arrangedSubviews: [notes, picker])
    notesAndPicker.spacing = 16

    let rows = UIStackView(arrangedSubviews: [
      row(button, counter), row(toggle, toggleLabel), segments, row(slider, sliderLabel), field,
      echo, pager, clickPad, notesAndPicker,
    ])
    rows.axis = .vertical
    rows.alignment = .leading
    rows.spacing = 20
    rows.translatesAutoresizingMaskIntoConstraints = false
    // The rows scroll when they outgrow the screen, as they do at the largest text sizes.
    let scroller = UIScrollView()
    scroller.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scroller)
    scroller.addSubview(rows)
    let content = scroller.contentLayoutGuide
    NSLayoutConstraint.activate([
      scroller.topAnchor.constraint(equalTo: view.topAnchor),
      scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scroller.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      rows.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      rows.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      rows.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      content.widthAnchor.constraint(equalTo: scroller.frameLayoutGuide.widthAnchor),
      rows.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -20),
      // At least 170 points, and as wide as its title needs: a fixed width cut the title off
      // when the font changed.
      button.widthAnchor.constraint(greaterThanOrEqualToConstant: 170),
      // At least 44 points, and as tall as its title at the largest text sizes.
      button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      segments.widthAnchor.constraint(equalToConstant: 300),
      slider.widthAnchor.constraint(equalToConstant: 240),
      field.widthAnchor.constraint(equalToConstant: 300),
      field.heightAnchor.constraint(equalToConstant: 40),
      // An empty label has no height; keep the line so the pager does not jump.
      echo.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
      echo.widthAnchor.constraint(equalToConstant: 300),
      pager.widthAnchor.constraint(equalToConstant: 300),
      pager.heightAnchor.constraint(equalToConstant: 110),
      clickPad.widthAnchor.constraint(equalToConstant: 300),
      clickPad.heightAnchor.constraint(equalToConstant: 44),
      notes.widthAnchor.constraint(equalToConstant: 190),
      notes.heightAnchor.constraint(equalToConstant: 90),
      picker.widthAnchor.constraint(equalToConstant: 94),
      picker.heightAnchor.constraint(equalToConstant: 90),
    ])
  }

  /// A pad that tells left clicks from right clicks, as iPadOS code does: one tap recognizer
  /// per button (`buttonMaskRequired`), each naming the modifier keys held.
  private func makeClickPad() -> UILabel {
    let pad = label("여기를 클릭 · left or right click here")
    pad.textAlignment = .center
    pad.backgroundColor = .secondarySystemBackground
    pad.layer.cornerRadius = 10
    pad.clipsToBounds = true
    pad.isUserInteractionEnabled = true
    for (buttons, name) in [(UIEvent.ButtonMask.primary, "left"), (.secondary, "right")] {
      let tap = UITapGestureRecognizer { [unowned pad] tap in
        let shift = tap.modifierFlags.contains(.shift) ? " + Shift" : ""
        pad.text = (buttons == .primary ? "왼쪽" : "오른쪽") + " · \(name) click\(shift)"
        DemoLog.record("\(name) click\(shift)")
      }
      tap.buttonMaskRequired = buttons
      pad.addGestureRecognizer(tap)
    }
    return pad
  }

  /// A control and the label that reports its value, centred on one line.
  private func row(_ control: UIView, _ label: UILabel) -> UIStackView {
    let row = UIStackView(arrangedSubviews: [control, label])
    row.alignment = .center
    row.spacing = 12
    return row
  }

  private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 15)
    return label
  }

  /// A paging scroll view of four cards in a row, laid out the way iOS 11 and later code does:
  /// the row is pinned to the scroll view's content layout guide, which makes its size the
  /// content size, and each card is a page wide, from the frame layout guide.
  private func makePager() -> UIScrollView {
    let pager = UIScrollView()
    pager.isPagingEnabled = true
    pager.layer.cornerRadius = 12
    let row = UIStackView()
    row.spacing = 16
    row.translatesAutoresizingMaskIntoConstraints = false
    pager.addSubview(row)
    let content = pager.contentLayoutGuide
    let frame = pager.frameLayoutGuide
    var constraints = [
      row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
      row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
      row.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
      row.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
      row.heightAnchor.constraint(equalTo: frame.heightAnchor, constant: -16),
    ]
    let colors: [UIColor] = [.systemPink, .systemOrange, .systemGreen, .systemBlue]
    for (index, color) in colors.enumerated() {
      let card = UIView()
      card.backgroundColor = color
      card.layer.cornerRadius = 10
      let text = UILabel()
      text.text = "페이지 \(index + 1) · 휠이나 드래그 wheel or drag"
      text.textAlignment = .center
      text.font = .systemFont(ofSize: 15)
      text.textColor = .white
      text.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(text)
      card.addInteraction(UIContextMenuInteraction(delegate: self))
      row.addArrangedSubview(card)
      constraints += [
        card.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -16),
        text.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        text.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        text.topAnchor.constraint(equalTo: card.topAnchor),
        text.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    self.pager = pager
    return pager
  }

  /// A card's context menu: turn to the next page or back to the first, as a pager's cards
  /// might offer on iPadOS.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(actionProvider: { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "다음 페이지 · Next page") { _ in self?.turn(by: 1) },
        UIAction(title: "처음으로 · First page") { _ in self?.turn(to: 0) },
      ])
    })
  }

  private func turn(by pages: Int) {
    guard let pager, pager.bounds.width > 0 else { return }
    let current = Int((pager.contentOffset.x / pager.bounds.width).rounded())
    turn(to: (current + pages) % 4)
  }

  private func turn(to page: Int) {
    guard let pager else { return }
    DemoLog.record("context menu: page \(page + 1)")
    pager.setContentOffset(CGPoint(x: CGFloat(page) * pager.bounds.width, y: 0), animated: true)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    fruits.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    fruits[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    DemoLog.record("picked \(fruits[row])")
  }

  func textViewDidChange(_ textView: UITextView) {
    DemoLog.record("notes \(textView.text.count) characters")
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}
