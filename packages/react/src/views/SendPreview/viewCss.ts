/** The Send preview's own rules (adopted with the view: modal/viewStyles.ts). */
export const sendPreviewCss = `
.gw-send-preview {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
.gw-send-preview-rows {
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
}
.gw-send-preview-row {
  display: flex;
  justify-content: space-between;
  gap: 12px;
}
.gw-send-preview-value {
  margin: 0;
  text-align: end;
  overflow-wrap: anywhere;
  font-weight: 600;
}
.gw-send-preview-actions {
  display: flex;
  gap: 8px;
}
`
