/** Hands a file the API answered with to the browser's downloads, as a link to it would. */
export function saveFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
